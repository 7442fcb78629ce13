/**
 * Appends query parameters to a typed path or an image URL, keeping any query or hash it
 * already has. The path itself always comes from `paths`; only the query is added here.
 */
export function withQuery(url: string, params: Record<string, string | number>): string {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  if (!query) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}
