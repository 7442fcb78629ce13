import { paths } from '@souq/domain/paths';

/**
 * API paths the web shell needs that `paths.api` in @souq/domain does not list yet
 * (Better Auth's session endpoints). They belong in paths.ts; kept here, in one place,
 * until the auth issue adds them there.
 */
export const apiPaths = {
  ...paths.api,
  session: () => '/api/auth/get-session',
  signOut: () => '/api/auth/sign-out',
} as const;
