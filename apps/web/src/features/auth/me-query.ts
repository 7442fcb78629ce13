import { paths } from '@souq/domain/paths';
import type { MeResponse } from '@souq/domain/schemas/accounts';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, http, isNetworkFailure } from '@/lib/http';
import { takePreloaded } from '@/lib/preloaded-data';
import { lastSession, rememberSession } from './last-session';

export const meQueryKey = ['auth', 'me'] as const;

export const signedOutMe: MeResponse = { user: null, needsProfileCompletion: false };

/**
 * GET /api/me answers 200 with `user: null` for guests. Read without zod (landing chunk).
 * When the server cannot be reached or cannot answer (no network, time limit, 5xx), the last
 * known answer stands in (last-session.ts); a real answer, a 401 included, is the truth.
 */
export async function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  let body: Partial<MeResponse> | null;
  try {
    body = await http<Partial<MeResponse> | null>(paths.api.me(), { signal });
  } catch (error) {
    const unreachable =
      isNetworkFailure(error) || (error instanceof HttpError && error.status >= 500);
    const last = unreachable && !signal?.aborted ? lastSession() : null;
    if (last) return last;
    if (!unreachable) rememberSession(signedOutMe);
    throw error;
  }
  const me = meOf(body);
  rememberSession(me);
  return me;
}

const meOf = (body: Partial<MeResponse> | null | undefined): MeResponse =>
  body?.user
    ? { user: body.user, needsProfileCompletion: body.needsProfileCompletion === true }
    : signedOutMe;

/**
 * The answer a page of the visitor's own (the seller console) brought with its HTML, for the
 * first render: the server drew that page signed in, and the app's first render must draw it
 * the same (hydration), not a "checking the session" state first.
 */
function embeddedMe(): MeResponse | undefined {
  const body = takePreloaded(paths.api.me()) as Partial<MeResponse> | null | undefined;
  if (body === undefined) return undefined;
  const me = meOf(body);
  rememberSession(me);
  return me;
}

/**
 * Who is signed in. No retries: a failing session check counts as signed out at once, so
 * guests are never kept waiting on back-offs when the auth service is down.
 */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => fetchMe(signal),
  initialData: embeddedMe,
  retry: false,
});
