/** Product cards and category tiles shared by both route trees. */
export const catalogueText = {
  addToCart: 'أضف إلى السلة',
  addToCartLabel: (name: string) => `أضف ${name} إلى السلة`,
  soldBy: (vendor: string) => `المتجر: ${vendor}`,
  /** A display-only product's card: to its page, where the store's phone is (no add button). */
  askStore: 'اسأل المتجر',
  askStoreLabel: (name: string) => `اسأل المتجر عن ${name}`,
  noImage: 'لا توجد صورة للمنتج',
  noProducts: 'لا توجد منتجات',
  productCount: (count: number) => `عدد المنتجات: ${count}`,
} as const;
