import { isDatabaseUnavailable } from '../db/unavailable';
import { postgresAddress } from './postgres-address';

/** A start-up step that touches the machine, with what its failure message needs to name. */
export type StartupStep =
  | { step: 'data'; dir: string }
  | { step: 'listen'; host: string; port: number }
  | { step: 'database'; url: string | null };

/** The first error code along the cause chain (Drizzle wraps the driver's socket error). */
function codeOf(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === 'object' && !seen.has(e); e = (e as Error).cause) {
    seen.add(e);
    const { code } = e as { code?: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}

const unwritable: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOTDIR: 'a file is in the way',
  EEXIST: 'a file is in the way',
  ENOSPC: 'the disk is full',
};

/**
 * One line for the operator, saying what went wrong and what to do, for the failures a
 * newcomer meets (a port in use, a data directory that cannot be written, PostgreSQL not
 * answering); null for anything else, which is a bug and keeps its stack trace.
 */
export function startupProblem(where: StartupStep, error: unknown): string | null {
  const code = codeOf(error);
  if (where.step === 'data') {
    if (!code || !unwritable[code]) return null;
    return `Souq API cannot start: its data directory ${where.dir} cannot be written (${code}: ${unwritable[code]}). Make it writable, or choose another directory with DATA_DIR=/path/to/dir.`;
  }
  if (where.step === 'listen') {
    const { host, port } = where;
    if (code === 'EADDRINUSE') {
      return `Souq API cannot start: port ${port} is already in use (another program, perhaps another Souq, is listening on it). Stop that program, or choose another port: PORT=${port === 65_535 ? 3001 : port + 1} npm start`;
    }
    if (code === 'EACCES') {
      return `Souq API cannot start: port ${port} needs administrator rights on this system. Choose a port above 1023, e.g. PORT=3000, or put a reverse proxy in front.`;
    }
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
      return `Souq API cannot start: HOST=${host} is not an address of this machine (${code}). Unset HOST to listen on every address, or set it to one of this machine's.`;
    }
    return null;
  }
  if (!where.url) return null;
  const address = postgresAddress(where.url);
  if (code === '28P01' || code === '28000') {
    return `Souq API cannot start: PostgreSQL at ${address} refused the login (${code}). Check the user name and password in DATABASE_URL.`;
  }
  if (code === '3D000') {
    return `Souq API cannot start: the database in DATABASE_URL does not exist on PostgreSQL at ${address} (3D000). Create it (createdb <name>) or correct DATABASE_URL.`;
  }
  if (!isDatabaseUnavailable(error)) return null;
  return `Souq API cannot start: PostgreSQL at ${address} (DATABASE_URL) does not answer (${code ?? 'timeout'}). Start PostgreSQL there or correct DATABASE_URL; without DATABASE_URL Souq uses its embedded database in DATA_DIR.`;
}
