import { defaultPreferences } from '@souq/domain/schemas/accounts';
import { pagingQuery, queryBoolean } from '@souq/domain/schemas/common';
import { z } from 'zod';
import { preferencesOf } from './current-user';
import type { ClientRow, ProfileRepository } from './repository';

export const exportClientsQuery = pagingQuery.extend({
  client_id: z.string().trim().min(1).max(100).optional(),
  include_preferences: queryBoolean.optional(),
  include_location: queryBoolean.optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type ExportClientsQuery = z.infer<typeof exportClientsQuery>;

const preferencesShape = z.object({
  orderNotifications: z.boolean(),
  offersAndDiscounts: z.boolean(),
  darkMode: z.boolean(),
});

export const exportedClient = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable().optional(),
  formatted_address: z.string().nullable().optional(),
  delivery_notes: z.string().nullable().optional(),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  preferences: preferencesShape.optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExportedClient = z.infer<typeof exportedClient>;

const baseColumns = ['id', 'type', 'name', 'phone', 'email'] as const;
const locationColumns = [
  'address',
  'formatted_address',
  'delivery_notes',
  'latitude',
  'longitude',
] as const;

/** The CSV columns for a query: location and preferences only when asked for. */
export function exportColumns(query: ExportClientsQuery): string[] {
  return [
    ...baseColumns,
    ...(query.include_location ? locationColumns : []),
    ...(query.include_preferences ? Object.keys(defaultPreferences) : []),
    'created_at',
    'updated_at',
  ];
}

function exported(row: ClientRow, query: ExportClientsQuery): ExportedClient {
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

/** Spec call export-clients; admin only (DESIGN.md decision), checked by the route. */
export async function exportClients(repository: ProfileRepository, query: ExportClientsQuery) {
  const { rows, count } = await repository.listClients({
    clientId: query.client_id,
    limit: query.limit,
    offset: query.offset,
  });
  return {
    data: rows.map((row) => exported(row, query)),
    count,
    limit: query.limit,
    offset: query.offset,
  };
}

/** A flat record for CSV: preferences spread into one column each. */
export function csvRecord(client: ExportedClient) {
  const { preferences, ...rest } = client;
  return { ...rest, ...(preferences ?? {}) };
}
