/**
 * Where a DATABASE_URL points, for an operator to read: host, port and database, never the
 * user or password ("127.0.0.1:5432/souq").
 */
export function postgresAddress(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const host = url.hostname || url.searchParams.get('host') || 'localhost';
  return `${host}:${url.port || '5432'}${url.pathname === '/' ? '' : url.pathname}`;
}
