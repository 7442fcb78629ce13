import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { profileText } from '@souq/domain/locales/ar/profile';
import type { MeResponse, UpdateProfileInput } from '@souq/domain/schemas/accounts';
import { useAuth } from '@/features/auth/use-auth';
import { notify } from '@/lib/notify';
import { updateProfile } from '../api';

/**
 * How both profile forms save (PATCH /api/me/profile, spec toasts): the answer, the new
 * /api/me body, replaces the session's user, which is the spec's "the user profile is
 * refreshed afterwards". A submit plan for useFormSubmit.
 */
export function useProfileSave(onSaved?: () => void) {
  const { apply } = useAuth();
  return {
    send: (input: UpdateProfileInput) => updateProfile(input),
    onSuccess: (me: MeResponse) => {
      apply({ type: 'session-loaded', me });
      notify.success(profileText.edit.savedTitle, { description: profileText.edit.savedText });
      onSaved?.();
    },
    failureMessage: () => m.saveChangesException,
    failureToast: (message: string) => notify.error(message),
  };
}
