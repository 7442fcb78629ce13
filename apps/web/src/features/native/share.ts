import { Capacitor } from '@capacitor/core';

/** How a product or store is shared (spec: product share uses the device share function). */
export type ShareRoute = 'native' | 'web-share' | 'menu';

export function shareRoute(native: boolean, webShare: boolean): ShareRoute {
  if (native) return 'native';
  return webShare ? 'web-share' : 'menu';
}

export function currentShareRoute(): ShareRoute {
  return shareRoute(
    Capacitor.isNativePlatform(),
    typeof navigator !== 'undefined' && typeof navigator.share === 'function',
  );
}

/**
 * The link to share. Inside the app the page is served from https://localhost, which means
 * nothing to the person receiving it: the public site (the API serves the web app, so its
 * base URL) is used instead. On the web the page's own origin.
 */
export function shareableUrl(
  pathname: string,
  apiBase = import.meta.env.VITE_API_BASE_URL,
): string {
  const origin =
    Capacitor.isNativePlatform() && apiBase ? new URL(apiBase).origin : window.location.origin;
  return `${origin}${pathname}`;
}

/** The system share sheet. A closed sheet is not a failure: the plugin says 'canceled'. */
export async function shareNatively(
  title: string,
  url: string,
): Promise<'shared' | 'cancelled' | 'failed'> {
  try {
    const { Share } = await import('@capacitor/share');
    await Share.share({ title, url, dialogTitle: title });
    return 'shared';
  } catch (error) {
    const message = error instanceof Error ? error.message.toLowerCase() : '';
    return message.includes('cancel') ? 'cancelled' : 'failed';
  }
}
