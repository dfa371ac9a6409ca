/** Account screens: timings the spec names, and the account page's tiles (spec §2). */
export const SIGNUP_SUCCESS_REDIRECT_MS = 5000;
export const LOGOUT_ERROR_DISPLAY_MS = 1500;

export const accountTiles = [
  { label: "Track Order", href: "/trackOrder", description: "See where your parcel is" },
  { label: "Order History", href: "/history", description: "Everything you have ordered" },
  { label: "Wishlist", href: "/wishlist", description: "Products saved for later" },
  { label: "Help", href: "/contact", description: "Write to our care team" },
] as const;
