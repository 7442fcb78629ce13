import { useQuery } from '@tanstack/react-query';
import { vendorThemeQuery } from '@/features/catalogue/api/vendors';
import { useVendorTheme } from '@/features/vendor-theme/use-vendor-theme';

/**
 * Spec discovery §4 (theme application): the product page wears its store's theme. The product only
 * names its store, so the store's theme (without its products) is fetched; until it arrives,
 * or if it fails, the page keeps the default theme.
 */
export function useProductVendorTheme(vendorId: string | undefined): void {
  const query = useQuery({ ...vendorThemeQuery(vendorId ?? ''), enabled: Boolean(vendorId) });
  useVendorTheme(query.data);
}
