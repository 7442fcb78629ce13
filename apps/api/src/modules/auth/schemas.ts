import { loginInput, registerInput } from '@souq/domain/schemas/accounts';
import { z } from 'zod';

/** Better Auth's answers as we pass them on (tokens removed), for validation and OpenAPI. */
const authUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullish(),
  phone: z.string().nullish(),
  role: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const sessionInfo = z.object({
  session: z.object({
    id: z.string(),
    userId: z.string(),
    expiresAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  user: authUser,
});

export const signInBody = loginInput.extend({ rememberMe: z.boolean().optional() });
export const signInAnswer = z.object({
  redirect: z.boolean(),
  url: z.string().optional(),
  user: authUser,
});
export const userAnswer = z.object({ user: authUser });
export const statusAnswer = z.object({ status: z.boolean(), message: z.string().optional() });
export const signOutAnswer = z.object({ success: z.boolean() });
export const verifyEmailQuery = z.object({
  token: z.string().min(1).max(2000),
  callbackURL: z.string().max(500).optional(),
});
export const resetLinkParams = z.object({ token: z.string().min(1).max(200) });
/** callbackURL is accepted for old links but ignored: the server decides where links land. */
export const resetLinkQuery = z.object({ callbackURL: z.string().max(500).optional() });

/** Sign-up as the web sends it; callbackURL ('/mobile/auth') only picks the mail link's tree. */
export const registerBody = registerInput.extend({ callbackURL: z.string().max(200).optional() });
