/** The admin sidebar: every admin screen (docs/product.md#pages). */
export const adminNavigation = [
  { label: "Dashboard", href: "/admin/dashboard" },
  { label: "Products", href: "/admin/products" },
  { label: "Add product", href: "/admin/addProduct" },
  { label: "Orders", href: "/admin/orders" },
  { label: "Ongoing orders", href: "/admin/ongoing-orders" },
  { label: "Coupons", href: "/admin/coupons" },
  { label: "Cash on delivery", href: "/admin/cod" },
  { label: "Users", href: "/admin/users" },
  { label: "Messages", href: "/admin/messages" },
  { label: "Reviews", href: "/admin/reviews" },
  { label: "E-mails", href: "/admin/emails" },
  { label: "Audit log", href: "/admin/audit" },
] as const;
