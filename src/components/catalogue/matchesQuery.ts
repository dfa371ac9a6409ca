/** Catalogue search: every word of the query must appear in the name, description, brand or category. */
export type Searchable = { name: string; description: string; brand: string; category: string };

export function matchesQuery(product: Searchable, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack =
    `${product.name} ${product.description} ${product.brand} ${product.category}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}
