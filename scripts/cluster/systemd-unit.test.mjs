// @ts-check
import { describe, expect, it } from 'vitest';
import { readUnit, souqUnit } from './systemd-unit.mjs';

describe('the systemd unit the cluster starts its processes from', () => {
  it('runs the compiled server in production on its instance port, behind nginx', () => {
    const unit = souqUnit(3101);
    expect(unit.program).toBe('/usr/bin/node');
    expect(unit.args).toEqual(['--max-old-space-size=160', 'apps/api/dist/main.js']);
    expect(unit.env).toMatchObject({
      NODE_ENV: 'production',
      PORT: '3101',
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      MALLOC_MMAP_THRESHOLD_: '131072',
    });
    expect(unit.killSignal).toBe('SIGTERM');
    // main.ts ends a shutdown itself after 10 s; systemd must not SIGKILL before that.
    expect(unit.stopTimeoutMs).toBeGreaterThan(10_000);
  });

  it('reads [Service] as systemd does: specifiers, quoted and several assignments, durations', () => {
    const unit = readUnit(
      [
        '[Unit]',
        'Environment=IGNORED=1',
        '[Service]',
        '# a comment',
        'Environment=A=1 "B=two words" C=%i',
        'Environment=D=100%%',
        'ExecStart=/usr/bin/node "a b.js" --port=%i',
        'KillSignal=SIGINT',
        'TimeoutStopSec=1min',
      ].join('\n'),
      '8081',
    );
    expect(unit).toEqual({
      program: '/usr/bin/node',
      args: ['a b.js', '--port=8081'],
      env: { A: '1', B: 'two words', C: '8081', D: '100%' },
      killSignal: 'SIGINT',
      stopTimeoutMs: 60_000,
    });
    expect(readUnit('[Service]\nExecStart=x\nTimeoutStopSec=500ms', '1').stopTimeoutMs).toBe(500);
  });

  it('refuses a unit it cannot start', () => {
    expect(() => readUnit('[Service]\nUser=souq', '1')).toThrow(/no ExecStart/);
    expect(() => readUnit('[Service]\nExecStart=-/usr/bin/node', '1')).toThrow(/prefixes/);
    expect(() => readUnit('[Service]\nExecStart=x\nTimeoutStopSec=soon', '1')).toThrow(/duration/);
  });
});
