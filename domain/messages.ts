/** The user-facing texts of spec §5 and §8, written once and shared by the API and the islands. */
export const messages = {
  productIdMissing: "No product ID provided",
  productNotFound: "Product not found",
  productNotFoundStatus: (status: number) => `Product not found (${status})`,
  invalidProductId: "Invalid product ID",
  notFound: "Not found",
  routeNotFound: "The requested API route does not exist.",
  unexpected: "Something went wrong on our side. Please try again.",
  unauthenticated: "Please log in to continue.",
  sessionExpired: "Session expired. Please log in again.",
  adminOnly: "Access denied. You do not have admin privileges.",
  forbidden: "You do not have permission to do that.",
  invalidJson: "The request body must be valid JSON.",
} as const;
