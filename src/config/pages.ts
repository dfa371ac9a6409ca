/** The public pages a search engine should know about (the sitemap lists these plus products). */
export const indexablePages = [
  "/",
  "/about",
  "/contact",
  "/faqs",
  "/categories",
  "/product_detail",
  "/privacy-policy",
  "/terms-of-service",
  "/cancellation-refund-policy",
  "/legal",
] as const;
