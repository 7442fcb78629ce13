import { authMessages } from '@souq/domain/locales/ar/auth';
import type { MeResponse, Preferences } from '@souq/domain/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth/me-query';
import { updatePreferences } from '@/features/profile/api';
import { notify } from '@/lib/notify';

/**
 * PUT /api/me/preferences, optimistic: the switch (and the theme, which follows the cached
 * session) moves at once; a failure restores the previous answer and says so.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onMutate: async (preferences: Preferences) => {
      await queryClient.cancelQueries({ queryKey: meQueryKey });
      const previous = queryClient.getQueryData<MeResponse>(meQueryKey);
      if (previous?.user) {
        queryClient.setQueryData<MeResponse>(meQueryKey, {
          ...previous,
          user: { ...previous.user, preferences },
        });
      }
      return { previous };
    },
    onError: (_error, _preferences, context) => {
      if (context?.previous) queryClient.setQueryData(meQueryKey, context.previous);
      notify.error(authMessages.saveChangesException);
    },
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
