/**
 * A response body already serialised as JSON (for example from ready product cards): the
 * public list cache sends its text as is instead of passing it through JSON.stringify.
 * The producer guarantees it is valid JSON of the route's documented shape.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** `{"data":[...],"count":…,"limit":…,"offset":…}` around items that are JSON text each. */
export function listJsonText(
  items: readonly string[],
  page: { count: number; limit: number; offset: number },
): JsonText {
  return new JsonText(
    `{"data":[${items.join(',')}],"count":${page.count},"limit":${page.limit},"offset":${page.offset}}`,
  );
}
