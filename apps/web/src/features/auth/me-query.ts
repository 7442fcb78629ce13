import { paths } from '@souq/domain/paths';
import type { MeResponse } from '@souq/domain/schemas/accounts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http';

export const meQueryKey = ['auth', 'me'] as const;

export const signedOutMe: MeResponse = { user: null, needsProfileCompletion: false };

/** GET /api/me answers 200 with `user: null` for guests. Read without zod (landing chunk). */
export async function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  const body = await http<Partial<MeResponse> | null>(paths.api.me(), { signal });
  if (!body?.user) return signedOutMe;
  return { user: body.user, needsProfileCompletion: body.needsProfileCompletion === true };
}

/**
 * Who is signed in. No retries: a failing session check counts as signed out at once, so
 * guests are never kept waiting on back-offs when the auth service is down.
 */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => fetchMe(signal),
  retry: false,
});
