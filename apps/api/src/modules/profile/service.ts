import type {
  CompleteProfileInput,
  MeResponse,
  Preferences,
  UpdateProfileInput,
} from '@souq/domain/schemas/accounts';
import { AppError } from '../../http/app-error';
import type { Viewer } from '../auth';
import { meOf, toExportedClient } from './mappers';
import type { ClientChanges, ProfileRepository } from './repository';
import type { ExportClientsQuery } from './schemas';

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

    /**
     * Spec orders §7 call export-clients: oldest first; admin only
     * (docs/design.md "Decisions where the spec is silent or shows a defect"), checked by the
     * route.
     */
    async exportClients(query: ExportClientsQuery) {
      const { rows, count } = await repository.listClients({
        clientId: query.client_id,
        limit: query.limit,
        offset: query.offset,
      });
      const data = rows.map((row) => toExportedClient(row, query));
      return { data, count, limit: query.limit, offset: query.offset };
    },

    /** For auth: a confirmed shopper re-registering without a profile (spec orders §4). */
    async createIfMissing(
      userId: string,
      profile: { name: string; phone: string | null; email: string },
    ): Promise<void> {
      await repository.insertClientIfMissing({ id: userId, ...profile });
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
