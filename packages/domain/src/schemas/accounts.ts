import { z } from 'zod';
import { authMessages as m } from '../locales/ar/auth';

/**
 * Account payloads, one schema each, used by the web forms and by the API. Messages are the
 * Arabic catalogue's; the spec's rules (spec orders §5 Accounts) plus our own length limits.
 */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;
const userTypes = ['shopper', 'vendor', 'admin'] as const;
export type UserType = (typeof userTypes)[number];

export const email = z
  .string({ error: m.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .email(m.emailInvalid);

const password = z
  .string({ error: m.required })
  .min(PASSWORD_MIN, m.passwordTooShort)
  .max(PASSWORD_MAX, m.passwordTooLong);

const personName = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .max(100, m.nameTooLong);

/** Phone numbers as people type them: digits, spaces, +, -, parentheses; 7..20 characters. */
const phone = z
  .string()
  .trim()
  .max(20, m.phoneInvalid)
  .regex(/^\+?[0-9][0-9 ()-]{5,18}[0-9]$/, m.phoneInvalid);

/** Empty means "no phone": stored as null (spec: phone optional, null when empty). */
const optionalPhone = z
  .union([z.literal(''), phone, z.null()])
  .optional()
  .transform((v) => (v ? v : null));

export const loginInput = z.object({
  email,
  password: z.string().min(1, m.required).max(PASSWORD_MAX, m.passwordTooLong),
});
export type LoginInput = z.infer<typeof loginInput>;

/** Forms that type the new password twice: a mismatch is reported on the confirmation. */
const confirmationMatches = {
  message: m.passwordsDoNotMatch,
  path: ['confirmPassword'],
};
const confirmPassword = z.string().min(1, m.required);

/** The register form (all fields required); the API receives it without confirmPassword. */
export const registerForm = z
  .object({ name: personName, email, phone, password, confirmPassword })
  .refine((v) => v.password === v.confirmPassword, confirmationMatches);
export const registerInput = z.object({ name: personName, email, phone, password });
export type RegisterInput = z.infer<typeof registerInput>;

export const forgotPasswordInput = z.object({ email, redirectTo: z.string().max(200).optional() });

export const newPasswordForm = z
  .object({ password, confirmPassword })
  .refine((v) => v.password === v.confirmPassword, confirmationMatches);
/** API bodies use Better Auth's field names (newPassword); the forms keep password + confirmation. */
export const resetPasswordInput = z.object({
  token: z.string().min(1).max(500),
  newPassword: password,
});

export const changePasswordForm = z
  .object({
    currentPassword: z.string().min(1, m.required).max(PASSWORD_MAX),
    password,
    confirmPassword,
  })
  .refine((v) => v.password === v.confirmPassword, confirmationMatches);
export const changePasswordInput = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: password,
  revokeOtherSessions: z.boolean().optional(),
});

export const completeProfileInput = z.object({ name: personName, phone: optionalPhone });
export type CompleteProfileInput = z.infer<typeof completeProfileInput>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A decimal typed in a form ("33.5138") or sent as a number. */
const coordinate = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().min(1, m.coordinatesInvalid).transform(Number)])
    .refine((n) => Number.isFinite(n) && n >= min && n <= max, m.coordinatesInvalid);

/**
 * Profile update. The web settings card sends name and phone; the mobile edit screen adds the
 * address fields, and latitude + longitude only when both are filled (spec orders §5).
 */
export const updateProfileInput = z
  .object({
    name: personName,
    phone: optionalPhone,
    address: optionalText(300).optional(),
    formatted_address: optionalText(500).optional(),
    delivery_notes: optionalText(500).optional(),
    latitude: coordinate(-90, 90).nullish(),
    longitude: coordinate(-180, 180).nullish(),
  })
  .refine((v) => (v.latitude == null) === (v.longitude == null), {
    message: m.coordinatesBoth,
    path: ['longitude'],
  });
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

/** Mobile settings switches (decision: stored in the client's preferences). */
export const preferencesInput = z.object({
  orderNotifications: z.boolean(),
  offersAndDiscounts: z.boolean(),
  darkMode: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesInput>;
export const defaultPreferences: Preferences = {
  orderNotifications: true,
  offersAndDiscounts: false,
  darkMode: false,
};

/**
 * GET /api/me: who is signed in, as the app holds it (spec orders §3 'User as held by the app').
 */
const currentUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  type: z.enum(userTypes),
  phone: z.string().nullable(),
  createdAt: z.string(),
  status: z.literal('active'),
  emailVerified: z.boolean(),
  address: z.string().nullable(),
  formatted_address: z.string().nullable(),
  delivery_notes: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  preferences: preferencesInput,
});
export type CurrentUser = z.infer<typeof currentUser>;

export const meResponse = z.object({
  user: currentUser.nullable(),
  /** Signed in but without a client record: held to the complete-profile prompt. */
  needsProfileCompletion: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponse>;
