import { addressText } from '@souq/domain/locales/ar/addresses';
import type { AddressInput } from '@souq/domain/schemas/addresses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/use-auth';
import { apiMessageOf } from '@/lib/http';
import { notify } from '@/lib/notify';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './api';

const t = addressText.toasts;
/** All saved-address lists; every change invalidates them (the server orders the list). */
const addressesKey = ['saved-addresses'] as const;

/**
 * Spec discovery §9 caching: fresh for 5 minutes; changes refetch it at once. Keyed by the shopper,
 * so whoever signs in next on this device never sees the previous shopper's cached addresses.
 */
export function useAddresses() {
  const userId = useAuth().user?.id ?? null;
  return useQuery({
    queryKey: [...addressesKey, userId],
    enabled: userId !== null,
    queryFn: ({ signal }) => listAddresses(signal),
    staleTime: 5 * 60_000,
    select: (answer) => answer.data,
  });
}

/**
 * A change to the list with the spec's own failure toast per action (spec discovery §8), preferring
 * the API's Arabic message (for instance the 20-address limit) to the generic one.
 */
function useAddressChange<V, R>(run: (variables: V) => Promise<R>, done: string, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => notify.success(done),
    onError: (error) => notify.error(apiMessageOf(error) ?? failed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesKey }),
  });
}

export const useCreateAddress = () =>
  useAddressChange((input: AddressInput) => createAddress(input), t.saved, t.saveFailed);

export const useUpdateAddress = () =>
  useAddressChange(
    ({ id, input }: { id: string; input: AddressInput }) => updateAddress(id, input),
    t.updated,
    t.updateFailed,
  );

export const useDeleteAddress = () =>
  useAddressChange((id: string) => deleteAddress(id), t.deleted, t.deleteFailed);

export const useSetDefaultAddress = () =>
  useAddressChange((id: string) => setDefaultAddress(id), t.defaultSet, t.setDefaultFailed);
