import { setAuthorizationProvider } from '@/lib/http';
import { isNativePlatform } from './native-platform';

/**
 * In the native app the API is another origin and cookies are not used: Better Auth's bearer
 * plugin returns the session token in the `set-auth-token` response header (sign-in, sign-up,
 * session refresh), the app keeps it in the platform's preferences and sends it as
 * `Authorization: Bearer`. http.ts asks for it synchronously, so it is also held in memory.
 */
export const TOKEN_KEY = 'souq.auth-token';
const TOKEN_HEADER = 'set-auth-token';

let token: string | null = null;

async function preferences() {
  return (await import('@capacitor/preferences')).Preferences;
}

export function bearerAuthorization(): string | undefined {
  return token ? `Bearer ${token}` : undefined;
}

export async function storeNativeToken(value: string): Promise<void> {
  token = value;
  await (await preferences()).set({ key: TOKEN_KEY, value });
}

/** Sign-out: the token is useless afterwards and must not sign the next request. */
export async function forgetNativeToken(): Promise<void> {
  if (!isNativePlatform()) return;
  token = null;
  await (await preferences()).remove({ key: TOKEN_KEY });
}

/** Keeps the token a response carries (any call to our API may issue or refresh one). */
export async function captureAuthToken(response: Response): Promise<void> {
  const issued = response.headers.get(TOKEN_HEADER);
  if (issued && issued !== token) await storeNativeToken(issued);
}

/**
 * Startup on native: read the stored token, register it with http.ts and watch the API's
 * responses. Reading the header at the transport is the one place that sees every response;
 * http.ts keeps headers to itself.
 */
export async function startNativeAuth(apiBase: string): Promise<void> {
  token = (await (await preferences()).get({ key: TOKEN_KEY })).value;
  setAuthorizationProvider(bearerAuthorization);
  const fetchFromPlatform = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const toApi = apiBase !== '' && url.startsWith(apiBase);
    // No cookies natively: a credentialed cross-origin call would also need
    // Access-Control-Allow-Credentials, which the API deliberately never sends.
    const response = await fetchFromPlatform(
      input,
      toApi ? { ...init, credentials: 'omit' } : init,
    );
    // preferences failing must not fail the request: the token still lives in memory
    if (toApi) await captureAuthToken(response).catch(() => {});
    return response;
  };
}
