import { authMessages as m } from '@souq/domain/locales/ar/auth';
import { profileText } from '@souq/domain/locales/ar/profile';
import type { UpdateProfileInput } from '@souq/domain/schemas/accounts';
import { useSubmitStatus } from '../../../lib/forms/use-submit-status';
import { notify } from '../../../lib/notify';
import { useAuth } from '../../auth/use-auth';
import { updateProfile } from '../api';

/**
 * PATCH /api/me/profile with the spec's toasts; the answer (the new /api/me body) replaces
 * the session's user, which is the spec's "the user profile is refreshed afterwards".
 */
export function useProfileSave() {
  const { apply } = useAuth();
  const { status, run } = useSubmitStatus();
  async function save(input: UpdateProfileInput) {
    const outcome = await run(() => updateProfile(input));
    if (outcome.ok) {
      apply({ type: 'session-loaded', me: outcome.value });
      notify.success(profileText.edit.savedTitle, { description: profileText.edit.savedText });
    } else {
      notify.error(m.saveChangesException);
    }
    return outcome;
  }
  return { status, save };
}
