/** The eight default categories shown when the server has none (spec: Category). */
export const defaultCategories = [
  {
    slug: 'electronics',
    name: 'إلكترونيات',
    description: 'هواتف وحواسيب وأجهزة منزلية',
    icon: '📱',
    color: '#2563eb',
  },
  {
    slug: 'fashion',
    name: 'أزياء',
    description: 'ملابس وأحذية وإكسسوارات',
    icon: '👗',
    color: '#db2777',
  },
  {
    slug: 'home-garden',
    name: 'المنزل والحديقة',
    description: 'أثاث وأدوات منزلية ونباتات',
    icon: '🏡',
    color: '#16a34a',
  },
  {
    slug: 'sports',
    name: 'رياضة',
    description: 'معدات وملابس رياضية',
    icon: '⚽',
    color: '#ea580c',
  },
  { slug: 'books', name: 'كتب', description: 'كتب وقرطاسية', icon: '📚', color: '#7c3aed' },
  {
    slug: 'beauty',
    name: 'جمال وعناية',
    description: 'عطور ومستحضرات تجميل وعناية',
    icon: '💄',
    color: '#e11d48',
  },
  {
    slug: 'cars',
    name: 'سيارات',
    description: 'قطع غيار وإكسسوارات سيارات',
    icon: '🚗',
    color: '#475569',
  },
  {
    slug: 'food',
    name: 'أغذية',
    description: 'مواد غذائية وحلويات ومنتجات محلية',
    icon: '🍯',
    color: '#ca8a04',
  },
] as const;

export type DefaultCategorySlug = (typeof defaultCategories)[number]['slug'];
