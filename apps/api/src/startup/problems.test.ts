import { describe, expect, it } from 'vitest';
import { startupProblem } from './problems';

/** An error as Node reports it (code), optionally wrapped as Drizzle wraps the driver's. */
const failure = (code: string, wrapped = false) => {
  const error = Object.assign(new Error(`${code}: something`), { code });
  return wrapped ? new Error('Failed query: CREATE SCHEMA', { cause: error }) : error;
};
const oneLine = (line: string | null) => {
  expect(line).not.toBeNull();
  expect(line).not.toContain('\n');
  expect(line).toMatch(/^Souq API cannot start: /);
  return line!;
};

describe('startupProblem', () => {
  it('a port in use: which port, and another to use', () => {
    const line = oneLine(
      startupProblem({ step: 'listen', host: '0.0.0.0', port: 3000 }, failure('EADDRINUSE')),
    );
    expect(line).toContain('port 3000 is already in use');
    expect(line).toContain('PORT=3001 npm start');
  });

  it('a port that needs privileges, and a HOST that is not this machine', () => {
    const listen = { step: 'listen', host: '10.9.9.9', port: 80 } as const;
    expect(oneLine(startupProblem(listen, failure('EACCES')))).toContain('above 1023');
    expect(oneLine(startupProblem(listen, failure('EADDRNOTAVAIL')))).toContain(
      'HOST=10.9.9.9 is not an address of this machine',
    );
  });

  it.each([
    ['EACCES', 'permission denied'],
    ['EROFS', 'read-only file system'],
    ['ENOTDIR', 'a file is in the way'],
  ])('a data directory that cannot be written (%s)', (code, why) => {
    const line = oneLine(startupProblem({ step: 'data', dir: '/srv/souq' }, failure(code)));
    expect(line).toContain(`data directory /srv/souq cannot be written (${code}: ${why})`);
    expect(line).toContain('DATA_DIR=');
  });

  it.each(['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT'])(
    'PostgreSQL that does not answer (%s, wrapped by Drizzle), without the password',
    (code) => {
      const url = 'postgres://souq:s3cret-pass@127.0.0.1:5999/none';
      const line = oneLine(startupProblem({ step: 'database', url }, failure(code, true)));
      expect(line).toContain(
        `PostgreSQL at 127.0.0.1:5999/none (DATABASE_URL) does not answer (${code})`,
      );
      expect(line).toContain('correct DATABASE_URL');
      expect(line).not.toContain('s3cret');
      expect(line).not.toContain('souq:');
    },
  );

  it('a connection timeout without a code, a refused login, a missing database', () => {
    const url = 'postgresql://u:p@db.internal/souq';
    const where = { step: 'database', url } as const;
    const timeout = new Error('Failed query', {
      cause: new Error('timeout exceeded when trying to connect'),
    });
    expect(oneLine(startupProblem(where, timeout))).toContain(
      'PostgreSQL at db.internal:5432/souq (DATABASE_URL) does not answer (timeout)',
    );
    expect(oneLine(startupProblem(where, failure('28P01', true)))).toContain('refused the login');
    expect(oneLine(startupProblem(where, failure('3D000', true)))).toContain('does not exist');
  });

  it('has no line for what is a bug (its stack trace is wanted)', () => {
    expect(startupProblem({ step: 'data', dir: '/x' }, new TypeError('x is undefined'))).toBeNull();
    expect(
      startupProblem({ step: 'listen', host: '0.0.0.0', port: 3000 }, failure('ERR_WHATEVER')),
    ).toBeNull();
    expect(startupProblem({ step: 'database', url: null }, failure('ECONNREFUSED'))).toBeNull();
    const syntax = Object.assign(new Error('syntax error'), { code: '42601' });
    expect(startupProblem({ step: 'database', url: 'postgres://h/d' }, syntax)).toBeNull();
  });
});
