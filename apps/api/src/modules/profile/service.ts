import type {
  CompleteProfileInput,
  MeResponse,
  Preferences,
  UpdateProfileInput,
} from '@souq/domain/schemas/accounts';
import { AppError } from '../../http/app-error';
import type { Viewer } from '../auth';
import { meOf } from './current-user';
import type { ClientChanges, ProfileRepository } from './repository';

export function profileService(repository: ProfileRepository) {
  async function me(viewer: Viewer | null): Promise<MeResponse> {
    return meOf(viewer, viewer ? await repository.findClient(viewer.userId) : null);
  }

  return {
    me,

    /** Upserts the client record (spec: id, name, phone or null) and signs the shopper in fully. */
    async complete(viewer: Viewer, input: CompleteProfileInput): Promise<MeResponse> {
      await repository.upsertClient({
        id: viewer.userId,
        name: input.name,
        phone: input.phone,
        email: viewer.email,
      });
      await repository.syncUser(viewer.userId, { name: input.name, phone: input.phone });
      return me({ ...viewer, name: input.name, phone: input.phone, hasClient: true });
    },

    /**
     * Settings (name, phone) and the mobile edit screen (plus address fields). Coordinates
     * change only as a pair: the schema refuses one without the other.
     */
    async update(viewer: Viewer, input: UpdateProfileInput): Promise<MeResponse> {
      const changes: ClientChanges = {
        name: input.name,
        phone: input.phone,
        address: input.address,
        formattedAddress: input.formatted_address,
        deliveryNotes: input.delivery_notes,
      };
      if (input.latitude !== undefined && input.longitude !== undefined) {
        changes.latitude = input.latitude;
        changes.longitude = input.longitude;
      }
      if (!(await repository.updateClient(viewer.userId, changes))) {
        throw new AppError('PROFILE_INCOMPLETE');
      }
      await repository.syncUser(viewer.userId, { name: input.name, phone: input.phone });
      return me({ ...viewer, name: input.name, phone: input.phone });
    },

    async setPreferences(viewer: Viewer, preferences: Preferences): Promise<MeResponse> {
      if (!(await repository.updatePreferences(viewer.userId, preferences))) {
        throw new AppError('PROFILE_INCOMPLETE');
      }
      return me(viewer);
    },

    /** For auth: a confirmed shopper re-registering without a profile (spec §4). */
    async createIfMissing(
      userId: string,
      profile: { name: string; phone: string | null; email: string },
    ): Promise<void> {
      await repository.insertClientIfMissing({ id: userId, ...profile });
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
