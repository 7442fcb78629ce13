// @ts-check
/**
 * One API process of the cluster, started as deploy/systemd/souq@.service starts it (same
 * program, flags, environment lines and stop signal), its output appended to a log file.
 * Handles for the tests: start, stop (the unit's signal, then SIGKILL after its stop timeout,
 * as systemd does), kill (SIGKILL: a crash), restart.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { souqUnit } from './systemd-unit.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const HEALTHY_WITHIN_MS = 120_000;

/**
 * @typedef {object} ApiProcess
 * @property {number} port
 * @property {string} url http://127.0.0.1:port, past nginx
 * @property {() => number | undefined} pid
 * @property {() => Promise<void>} start spawns it and waits until /api/health answers 200
 * @property {() => Promise<{ code: number | null, signal: string | null, ms: number }>} stop
 * @property {() => Promise<void>} kill
 * @property {() => Promise<void>} restart
 */

/** The last lines of a log, to say why a process did not come up. */
function tail(/** @type {string} */ file, lines = 15) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * @param {{ port: number, env: Record<string, string>, logFile: string }} options
 *   env: the cluster's settings (what EnvironmentFile holds on a server)
 * @returns {ApiProcess}
 */
export function apiProcess({ port, env, logFile }) {
  const unit = souqUnit(port);
  const url = `http://127.0.0.1:${port}`;
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  /** @type {Promise<{ code: number | null, signal: string | null }> | null} */
  let exited = null;

  async function waitHealthy() {
    const deadline = Date.now() + HEALTHY_WITHIN_MS;
    while (Date.now() < deadline) {
      if (!child || child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`API process on port ${port} exited while starting:\n${tail(logFile)}`);
      }
      try {
        const res = await fetch(`${url}/api/health`);
        await res.arrayBuffer();
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`API process on port ${port} not healthy in ${HEALTHY_WITHIN_MS} ms`);
  }

  async function start() {
    if (child) throw new Error(`API process on port ${port} is running`);
    const log = openSync(logFile, 'a');
    // A service's clean environment: the unit's lines and the cluster's settings, not the
    // caller's shell (a test runner's NODE_ENV, a developer's DATABASE_URL).
    // The unit's /usr/bin/node is this Node wherever it is installed here.
    const program = basename(unit.program) === 'node' ? process.execPath : unit.program;
    const started = spawn(program, unit.args, {
      cwd: REPO,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...unit.env, ...env },
      stdio: ['ignore', log, log],
      // Its own process group: a Ctrl-C in the terminal reaches the cluster, which stops
      // every part in order.
      detached: true,
    });
    closeSync(log);
    child = started;
    exited = new Promise((resolve) => {
      started.once('exit', (code, signal) => resolve({ code, signal }));
    });
    await waitHealthy();
  }

  /** Sends `signal`, waits for the exit; SIGKILL after `graceMs`. */
  async function end(/** @type {NodeJS.Signals} */ signal, /** @type {number} */ graceMs) {
    const running = child;
    const done = exited;
    if (!running || !done) return { code: null, signal: null, ms: 0 };
    const started = Date.now();
    running.kill(signal);
    const timer = setTimeout(() => running.kill('SIGKILL'), graceMs);
    const result = await done;
    clearTimeout(timer);
    child = null;
    exited = null;
    return { ...result, ms: Date.now() - started };
  }

  return {
    port,
    url,
    pid: () => child?.pid,
    start,
    stop: () => end(unit.killSignal, unit.stopTimeoutMs),
    kill: async () => {
      await end('SIGKILL', 0);
    },
    restart: async () => {
      await end(unit.killSignal, unit.stopTimeoutMs);
      await start();
    },
  };
}
