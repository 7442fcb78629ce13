/** What the browser tells about the connection (Network Information API, Chromium only). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Connections slow enough that pictures at full size and autoplaying video cost too much. */
const SLOW_TYPES = new Set(['slow-2g', '2g', '3g']);

/**
 * Data saver (for slow, expensive data) starts on when the shopper asked the browser to save data
 * or the connection is 3G or slower; a browser that says nothing gets the full experience.
 */
export function dataSaverDefault(connection: ConnectionHints | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData === true) return true;
  return connection.effectiveType !== undefined && SLOW_TYPES.has(connection.effectiveType);
}

export function browserConnection(): ConnectionHints | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}
