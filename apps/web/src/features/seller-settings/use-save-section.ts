import { sellerSettingsText } from '@souq/domain/locales/ar/seller';
import { paths } from '@souq/domain/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StoreSection, saveStoreSection, sellerStoreKey } from '@/features/seller-shell/api';
import { apiMessageOf, http } from '@/lib/http';
import { notify } from '@/lib/notify';

const t = sellerSettingsText;

/** The delivery fee rule has a route of its own (the delivery-fee module), not a store section. */
type SettingsSection = StoreSection | 'delivery-fee';

function saveSection(section: SettingsSection, body: unknown): Promise<unknown> {
  if (section === 'delivery-fee') {
    return http(paths.api.seller.deliveryFeeRule(), { method: 'PUT', body });
  }
  return saveStoreSection(section, body);
}

/**
 * Saves one settings section on its own: the spec's kind of feedback ('تم حفظ التغييرات بنجاح'
 * or the API's Arabic reason), then the store is read again so every screen shows the change
 * (every read under the store's key, the delivery fee rule's included).
 */
export function useSaveSection(section: SettingsSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => saveSection(section, body),
    onSuccess: () => notify.success(t.saved),
    onError: (error) => notify.error(apiMessageOf(error) ?? t.saveFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerStoreKey }),
  });
}
