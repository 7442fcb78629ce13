import { useEffect } from 'react';

/**
 * Spec §4 (theme application): product, vendor and checkout pages apply the vendor's theme and
 * leaving resets to the default. The product API does not expose the vendor's colours yet (the
 * vendors issue adds them), so this only marks the page with the vendor id and always restores
 * the default theme on leave; it invents no colours.
 */
export function useVendorTheme(vendorId: string | undefined): void {
  useEffect(() => {
    if (!vendorId) return;
    const root = document.documentElement;
    root.dataset.vendor = vendorId;
    return () => {
      delete root.dataset.vendor;
    };
  }, [vendorId]);
}
