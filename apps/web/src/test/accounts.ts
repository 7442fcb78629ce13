import type { CurrentUser, MeResponse } from '@souq/domain/schemas/accounts';
import { json } from './render';

/** A signed-in shopper as GET /api/me describes one. */
export function shopper(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    email: 'sara@example.com',
    name: 'سارة الشامي',
    type: 'shopper',
    phone: '+963 944 210 587',
    createdAt: '2025-01-15T10:00:00.000Z',
    status: 'active',
    emailVerified: true,
    address: null,
    formatted_address: null,
    delivery_notes: null,
    latitude: null,
    longitude: null,
    preferences: { orderNotifications: true, offersAndDiscounts: false, darkMode: false },
    ...overrides,
  };
}

export const meBody = (user: CurrentUser | null, needsProfileCompletion = false): MeResponse => ({
  user,
  needsProfileCompletion,
});

/** A responder for GET /api/me. */
export const meAnswer =
  (user: CurrentUser | null, needsProfileCompletion = false) =>
  () =>
    json(meBody(user, needsProfileCompletion));

export const guestAnswer = meAnswer(null);
