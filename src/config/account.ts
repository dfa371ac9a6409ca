/** Account screens: how long the sign-up success and the logout error stay
 * shown (docs/product.md#3-the-numbers), and the account page's tiles. */
export const SIGNUP_SUCCESS_REDIRECT_MS = 5000;
export const LOGOUT_ERROR_DISPLAY_MS = 1500;

export const accountTiles = [
  { label: "Track Order", href: "/trackOrder", description: "See where your parcel is" },
  { label: "Order History", href: "/history", description: "Delivered, cancelled and unpaid orders" },
  { label: "Wishlist", href: "/wishlist", description: "Products saved for later" },
  { label: "Help", href: "/contact", description: "Write to our care team" },
] as const;
