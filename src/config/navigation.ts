/** The links of the shared header menu and footer (docs/product.md#pages), in one place. */
export const accountMenu = [
  { label: "Profile", href: "/personal_info" },
  { label: "Orders", href: "/user-orders" },
  { label: "OngoingOrders", href: "/user-ongoing-orders" },
  { label: "Logout", href: "/user-logout" },
] as const;

/** The header menu for a visitor who is not signed in. */
export const signedOutMenu = [
  { label: "Log in", href: "/LoginPage" },
  { label: "Create account", href: "/signupPage" },
] as const;

export const footerColumns = {
  quickLinks: [
    { label: "Home", href: "/home" },
    { label: "Shop", href: "/categories" },
    { label: "About Us", href: "/about" },
    { label: "FAQs", href: "/faqs" },
  ],
  customerSupport: [
    { label: "Contact Us", href: "/contact" },
    { label: "Track Order", href: "/trackOrder" },
    { label: "My Orders", href: "/user-orders" },
  ],
  policies: [
    { label: "Privacy Policy", href: "/privacy-policy" },
    { label: "Terms of Service", href: "/terms-of-service" },
    { label: "Cancellation & Refund Policy", href: "/cancellation-refund-policy" },
    { label: "Legal information", href: "/legal" },
  ],
} as const;
