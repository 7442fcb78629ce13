import { httpFile } from './http';

/** The file name a Content-Disposition gives (`attachment; filename="orders.csv"`), if any. */
function filenameOf(disposition: string | null): string | null {
  const name = disposition?.match(/filename="?([^";]+)"?/i)?.[1]?.trim();
  // Only a plain name: never a path the browser would have to clean up.
  return name && !/[\\/]/.test(name) ? name : null;
}

/**
 * Saves a file the API sends (the products and orders CSV exports): fetched through http.ts,
 * so the native app's bearer token signs it as it signs every call (an `<a href download>`
 * to the API carries only the web's cookie), then handed to the browser as an object URL.
 * Rejects with http.ts's HttpError, whose Arabic message the screen shows.
 */
export async function downloadFromApi(path: string, fallbackName: string): Promise<void> {
  const { blob, disposition } = await httpFile(path);
  saveFile(blob, filenameOf(disposition) ?? fallbackName);
}

/** Hands a file made in the page (an export assembled from several pages) to the browser. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Not at once: some browsers still read the URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
