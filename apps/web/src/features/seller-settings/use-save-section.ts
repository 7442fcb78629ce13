import { sellerSettingsText } from '@souq/domain/locales/ar/seller';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StoreSection, saveStoreSection, sellerStoreKey } from '@/features/seller-shell/api';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';

const t = sellerSettingsText;

/**
 * Saves one settings section on its own: the spec's kind of feedback ('تم حفظ التغييرات بنجاح'
 * or the API's Arabic reason), then the store is read again so every screen shows the change.
 */
export function useSaveSection(section: StoreSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => saveStoreSection(section, body),
    onSuccess: () => notify.success(t.saved),
    onError: (error) => notify.error(apiMessageOf(error) ?? t.saveFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerStoreKey }),
  });
}
