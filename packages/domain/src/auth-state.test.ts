import { describe, expect, it } from 'vitest';
import {
  type AuthEvent,
  type AuthState,
  authReducer,
  initialAuthState,
  isAuthenticated,
  userOf,
} from './auth-state';
import type { CurrentUser } from './schemas/accounts';

const user: CurrentUser = {
  id: 'u1',
  email: 'sara@example.com',
  name: 'سارة',
  type: 'shopper',
  phone: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  status: 'active',
  emailVerified: true,
  address: null,
  formatted_address: null,
  delivery_notes: null,
  latitude: null,
  longitude: null,
  preferences: { orderNotifications: true, offersAndDiscounts: false, darkMode: false },
};
const admin: CurrentUser = { ...user, id: 'a1', name: 'Administrator', type: 'admin' };

const loading: AuthState = initialAuthState;
const signedOut: AuthState = { status: 'signedOut' };
const needsProfile: AuthState = { status: 'needsProfile', user };
const signedIn: AuthState = { status: 'signedIn', user };
const everyState = [loading, signedOut, needsProfile, signedIn];

const me = (who: CurrentUser | null, needsProfileCompletion = false) => ({
  user: who,
  needsProfileCompletion,
});

describe('auth state', () => {
  it('starts loading, neither authenticated nor with a user', () => {
    expect(initialAuthState).toEqual({ status: 'loading' });
    expect(isAuthenticated(initialAuthState)).toBe(false);
    expect(userOf(initialAuthState)).toBeNull();
  });

  describe.each(['session-loaded', 'signed-in'] as const)('%s', (type) => {
    it.each(everyState)('from %o: a user with a profile is signed in', (state) => {
      expect(authReducer(state, { type, me: me(user) })).toEqual(signedIn);
    });

    it.each(everyState)('from %o: no user is signed out', (state) => {
      expect(authReducer(state, { type, me: me(null) })).toEqual(signedOut);
    });

    it.each(everyState)('from %o: a user without a client record needs a profile', (state) => {
      expect(authReducer(state, { type, me: me(user, true) })).toEqual(needsProfile);
    });

    it('never holds the administrator to profile completion', () => {
      expect(authReducer(loading, { type, me: me(admin, true) })).toEqual({
        status: 'signedIn',
        user: admin,
      });
    });
  });

  describe.each<AuthEvent>([{ type: 'signed-out' }, { type: 'session-missing' }])(
    '$type',
    (event) => {
      it.each(everyState)('from %o: clears the user and the flag', (state) => {
        const next = authReducer(state, event);
        expect(next).toEqual(signedOut);
        expect(userOf(next)).toBeNull();
      });
    },
  );

  describe('profile-completed', () => {
    const completed = { ...user, name: 'سارة الشامي' };
    const event: AuthEvent = { type: 'profile-completed', user: completed };

    it('signs in a user who needed a profile, with the completed record', () => {
      expect(authReducer(needsProfile, event)).toEqual({ status: 'signedIn', user: completed });
    });

    it('replaces the user of a signed-in session', () => {
      expect(authReducer(signedIn, event)).toEqual({ status: 'signedIn', user: completed });
    });

    it('signs in from loading (the answer may beat the first session read)', () => {
      expect(authReducer(loading, event)).toEqual({ status: 'signedIn', user: completed });
    });

    it('does not sign back in after a logout', () => {
      expect(authReducer(signedOut, event)).toBe(signedOut);
    });
  });

  it('counts only signed in as authenticated; needing a profile is not', () => {
    expect(everyState.map(isAuthenticated)).toEqual([false, false, false, true]);
    expect(everyState.map(userOf)).toEqual([null, null, user, user]);
  });
});
