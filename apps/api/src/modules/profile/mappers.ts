import { authMessages } from '@souq/domain/locales/ar/auth';
import {
  type CurrentUser,
  defaultPreferences,
  type MeResponse,
  type Preferences,
  preferencesInput,
} from '@souq/domain/schemas/accounts';
import type { Viewer } from '../auth';
import type { ClientRow } from './repository';
import type { ExportClientsQuery, ExportedClient } from './schemas';

/** Stored preferences merged over the defaults; unknown or malformed keys are ignored. */
function preferencesOf(stored: unknown): Preferences {
  const known = preferencesInput.partial().safeParse(stored);
  return { ...defaultPreferences, ...(known.success ? known.data : {}) };
}

/**
 * The user as the apps hold it (spec orders §3): auth user + client record. Without a client record
 * the registration data stands in (the name prefills the complete-profile form).
 * The administrator is shown as 'Administrator' and needs no client record.
 */
function currentUserOf(viewer: Viewer, client: ClientRow | null): CurrentUser {
  return {
    id: viewer.userId,
    email: viewer.email,
    name: viewer.type === 'admin' ? authMessages.administrator : (client?.name ?? viewer.name),
    type: viewer.type,
    phone: client ? client.phone : viewer.phone,
    createdAt: viewer.createdAt.toISOString(),
    status: 'active',
    emailVerified: viewer.emailVerified,
    address: client?.address ?? null,
    formatted_address: client?.formattedAddress ?? null,
    delivery_notes: client?.deliveryNotes ?? null,
    latitude: client?.latitude ?? null,
    longitude: client?.longitude ?? null,
    preferences: preferencesOf(client?.preferences),
  };
}

export function meOf(viewer: Viewer | null, client: ClientRow | null): MeResponse {
  if (!viewer) return { user: null, needsProfileCompletion: false };
  return {
    user: currentUserOf(viewer, client),
    // Only shoppers are held to the profile form; admins and vendor owners are not.
    needsProfileCompletion: viewer.type === 'shopper' && client === null,
  };
}

/** A client record as export-clients lists it: location and preferences only when asked for. */
export function toExportedClient(row: ClientRow, query: ExportClientsQuery): ExportedClient {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    phone: row.phone,
    email: row.email,
    ...(query.include_location
      ? {
          address: row.address,
          formatted_address: row.formattedAddress,
          delivery_notes: row.deliveryNotes,
          latitude: row.latitude,
          longitude: row.longitude,
        }
      : {}),
    ...(query.include_preferences ? { preferences: preferencesOf(row.preferences) } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
