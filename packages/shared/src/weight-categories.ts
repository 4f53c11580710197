/**
 * Weight per unit by kind of goods, for the cart's landed-cost estimate when the provider does not
 * know a product's weight (the customer picks the kind and may type their own weight instead).
 * Figures are typical packed weights of one unit as shipped China → Vietnam (a T-shirt in its bag
 * about 250 g, a pair of shoes in its box about 900 g); they estimate, the warehouse's scale decides.
 */
export const weightCategories = [
  { key: 'clothing', label: 'Quần áo', gramsPerUnit: 300 },
  { key: 'shoes', label: 'Giày dép', gramsPerUnit: 900 },
  { key: 'bags', label: 'Túi xách, ví', gramsPerUnit: 600 },
  { key: 'accessories', label: 'Phụ kiện, trang sức', gramsPerUnit: 100 },
  { key: 'cosmetics', label: 'Mỹ phẩm', gramsPerUnit: 250 },
  { key: 'electronics', label: 'Đồ điện tử nhỏ', gramsPerUnit: 500 },
  { key: 'toys', label: 'Đồ chơi', gramsPerUnit: 500 },
  { key: 'household', label: 'Đồ gia dụng', gramsPerUnit: 1_000 },
  { key: 'books', label: 'Sách, văn phòng phẩm', gramsPerUnit: 400 },
  { key: 'other', label: 'Khác', gramsPerUnit: 500 },
] as const;

export type WeightCategory = (typeof weightCategories)[number]['key'];
export const weightCategoryKeys = weightCategories.map((c) => c.key) as [WeightCategory, ...WeightCategory[]];

/** The category used when a line has neither a provider's weight nor the customer's choice. */
export const defaultWeightCategory: WeightCategory = 'other';

/** Grams per unit of `key` (the default category's for null). */
export function categoryGramsPerUnit(key: WeightCategory | null): number {
  const found = weightCategories.find((c) => c.key === (key ?? defaultWeightCategory));
  return found ? found.gramsPerUnit : 500;
}
