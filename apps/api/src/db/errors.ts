/**
 * An error and its causes, outermost first (each once: a cycle ends it). Errors arrive wrapped:
 * Drizzle's query error keeps the driver's as its cause, Better Auth's APIError likewise.
 */
export function* causeChain(error: unknown): Generator<object> {
  const seen = new Set<unknown>();
  for (
    let e = error;
    e && typeof e === 'object' && !seen.has(e);
    e = (e as { cause?: unknown }).cause
  ) {
    seen.add(e);
    yield e;
  }
}

/** What PostgreSQL (or PGlite) said when it refused a statement. */
export interface DatabaseRefusal {
  /** SQLSTATE, e.g. 23505 (unique violation) or a function's own (SQ001). */
  code: string;
  /** The DETAIL line, when the statement gave one. */
  detail: string | undefined;
}

/**
 * The database's refusal inside an error (anywhere in its cause chain), or null.
 */
export function databaseRefusal(error: unknown): DatabaseRefusal | null {
  for (const e of causeChain(error)) {
    const { code, detail } = e as { code?: unknown; detail?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, detail: typeof detail === 'string' ? detail : undefined };
    }
  }
  return null;
}

/** A unique index refused the row (a race a check before it lost), through either driver. */
export const isUniqueViolation = (error: unknown): boolean =>
  databaseRefusal(error)?.code === '23505';
