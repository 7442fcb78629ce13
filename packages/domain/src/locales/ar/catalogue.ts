/** Product cards and category tiles shared by both route trees. */
export const catalogueText = {
  addToCart: 'أضف إلى السلة',
  addToCartLabel: (name: string) => `أضف ${name} إلى السلة`,
  soldBy: (vendor: string) => `المتجر: ${vendor}`,
  noImage: 'لا توجد صورة للمنتج',
  noProducts: 'لا توجد منتجات',
  productCount: (count: number) => `عدد المنتجات: ${count}`,
} as const;
