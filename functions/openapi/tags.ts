/**
 * The API's resources, one tag each, in the order the reference page (/api/reference) lists them.
 * `routes()` (lib/openapi.ts) takes a tag only from this list, so every route is listed under a
 * heading of the reference: a tag missing here would hide its routes from the page.
 */
export const API_TAGS = [
  { name: "Products", description: "The catalogue as shoppers see it." },
  {
    name: "Reviews",
    description:
      "Verified buyers' reviews: a product's approved ones, the landing page's, and the customer's own.",
  },
  { name: "Auth", description: "Sign-up, log-in, token refresh and log-out." },
  { name: "User", description: "The signed-in customer's account." },
  { name: "Orders", description: "Placing and reading the signed-in customer's orders." },
  { name: "Payments", description: "Razorpay checkout, its callback and webhooks." },
  { name: "Coupons", description: "Checking a coupon code before placing an order." },
  { name: "Shipping", description: "Delivery to a PIN code: whether, where and when." },
  { name: "Contact", description: "The Contact Us form." },
  {
    name: "Dashboard",
    description: "The admin dashboard's figures. Admins only, as is every admin route below.",
  },
  { name: "Admin products", description: "The catalogue as admins change it, and product photos." },
  {
    name: "Admin orders",
    description: "Every order: filters, search, CSV export, status changes and refunds.",
  },
  {
    name: "Admin cash on delivery",
    description: "The COD blocklist, and the cash the courier collected at the door and remits.",
  },
  { name: "Admin GST", description: "The monthly GST files the accountant files from." },
  { name: "Admin users", description: "Accounts: filters, search, suspending and admin rights." },
  { name: "Admin coupons", description: "Creating and managing coupons (never deleted)." },
  { name: "Admin reviews", description: "Moderating reviews: list, publish, hide with a reason, reply." },
  { name: "Admin inbox", description: "Contact Us messages and the e-mail outbox." },
  { name: "Admin audit log", description: "Every change an admin made." },
  {
    name: "Admin: pages",
    description: "Whether the pre-rendered pages are older than the catalogue, and rebuilding them.",
  },
  { name: "Content editor", description: "The content editor's (Decap CMS) sign-in with GitHub." },
  { name: "Images", description: "Product photos." },
  { name: "Health", description: "Monitoring." },
] as const;

export type ApiTag = (typeof API_TAGS)[number]["name"];
