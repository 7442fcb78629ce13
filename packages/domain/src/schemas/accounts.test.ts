import { describe, expect, it } from 'vitest';
import { authMessages as m } from '../locales/ar/auth';
import {
  completeProfileInput,
  loginInput,
  newPasswordForm,
  registerForm,
  updateProfileInput,
} from './accounts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('account schemas', () => {
  const registration = {
    name: 'سارة',
    email: 'Sara@Example.com ',
    phone: '+963 944 123 456',
    password: 'long-enough-1',
    confirmPassword: 'long-enough-1',
  };

  it('accepts a complete registration and normalises the email', () => {
    const parsed = registerForm.parse(registration);
    expect(parsed.email).toBe('sara@example.com');
  });

  it('reports mismatched passwords with the spec message on the confirmation', () => {
    const result = registerForm.safeParse({ ...registration, confirmPassword: 'other-password' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
    expect(firstMessage(result)).toBe(m.passwordsDoNotMatch);
    expect(
      firstMessage(newPasswordForm.safeParse({ password: 'abcdefgh', confirmPassword: 'x' })),
    ).toBe(m.passwordsDoNotMatch);
  });

  it('enforces password length 8..128', () => {
    expect(
      firstMessage(
        registerForm.safeParse({ ...registration, password: 'short', confirmPassword: 'short' }),
      ),
    ).toBe(m.passwordTooShort);
    const long = 'x'.repeat(129);
    expect(
      firstMessage(
        registerForm.safeParse({ ...registration, password: long, confirmPassword: long }),
      ),
    ).toBe(m.passwordTooLong);
  });

  it('requires email and password to log in', () => {
    expect(firstMessage(loginInput.safeParse({ email: '', password: 'x' }))).toBe(m.emailRequired);
    expect(firstMessage(loginInput.safeParse({ email: 'a@b.co', password: '' }))).toBe(m.required);
  });

  it('stores an empty phone as null when completing the profile', () => {
    expect(completeProfileInput.parse({ name: ' ليلى ', phone: '' })).toEqual({
      name: 'ليلى',
      phone: null,
    });
    expect(firstMessage(completeProfileInput.safeParse({ name: '  ' }))).toBe(m.nameRequired);
  });

  it('takes coordinates only as a pair of decimals', () => {
    const base = { name: 'سارة', phone: null };
    expect(
      updateProfileInput.parse({ ...base, latitude: '33.5138', longitude: '36.2765' }),
    ).toMatchObject({
      latitude: 33.5138,
      longitude: 36.2765,
    });
    expect(firstMessage(updateProfileInput.safeParse({ ...base, latitude: '33.5' }))).toBe(
      m.coordinatesBoth,
    );
    expect(
      firstMessage(updateProfileInput.safeParse({ ...base, latitude: '95', longitude: '1' })),
    ).toBe(m.coordinatesInvalid);
    expect(updateProfileInput.parse(base)).toMatchObject({ name: 'سارة', phone: null });
  });
});
