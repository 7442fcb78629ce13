import { pagingQuery, queryBoolean } from '@souq/domain/schemas/common';
import { z } from 'zod';

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
