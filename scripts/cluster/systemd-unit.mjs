// @ts-check
/**
 * How deploy/systemd/souq@.service starts one API process, read as systemd would for one
 * instance, so the local cluster runs what a server runs: ExecStart's program and arguments,
 * the Environment= lines (with %i, the instance, as the port), KillSignal and TimeoutStopSec.
 * Keys the cluster has its own answer for (WorkingDirectory: this checkout; EnvironmentFile:
 * the cluster's settings; User, sandboxing) are read by systemd only.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const UNIT_FILE = fileURLToPath(
  new URL('../../deploy/systemd/souq@.service', import.meta.url),
);

/**
 * @typedef {object} UnitCommand
 * @property {string} program ExecStart's program, e.g. /usr/bin/node
 * @property {string[]} args
 * @property {Record<string, string>} env every Environment= assignment, in order
 * @property {NodeJS.Signals} killSignal
 * @property {number} stopTimeoutMs
 */

/** systemd's specifiers the unit uses: %i (the instance) and %% (a percent sign). */
const expand = (/** @type {string} */ value, /** @type {string} */ instance) =>
  value.replace(/%[%i]/g, (specifier) => (specifier === '%%' ? '%' : instance));

/** Words as systemd splits them: on spaces, "double quotes" kept together. */
function words(/** @type {string} */ line) {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? '');
}

/** "15", "15s", "500ms", "1min" as milliseconds. */
function duration(/** @type {string} */ text) {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|sec|min)?$/.exec(text.trim());
  if (!match) throw new Error(`unit: cannot read the duration "${text}"`);
  const scale = { ms: 1, s: 1000, sec: 1000, min: 60_000 }[match[2] ?? 's'] ?? 1000;
  return Number(match[1]) * scale;
}

/**
 * The [Service] section's start command for `instance` (the port).
 * @param {string} text the unit file
 * @param {string} instance
 * @returns {UnitCommand}
 */
export function readUnit(text, instance) {
  /** @type {UnitCommand} */
  const unit = { program: '', args: [], env: {}, killSignal: 'SIGTERM', stopTimeoutMs: 90_000 };
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1] ?? '';
      continue;
    }
    if (section !== 'Service') continue;
    const eq = line.indexOf('=');
    const key = line.slice(0, eq).trim();
    const value = expand(line.slice(eq + 1).trim(), instance);
    if (key === 'ExecStart') {
      if (/^[-@+!:]/.test(value)) throw new Error('unit: ExecStart prefixes are not supported');
      const [program, ...args] = words(value);
      unit.program = program ?? '';
      unit.args = args;
    } else if (key === 'Environment') {
      for (const assignment of words(value)) {
        const at = assignment.indexOf('=');
        unit.env[assignment.slice(0, at)] = assignment.slice(at + 1);
      }
    } else if (key === 'KillSignal') {
      unit.killSignal = /** @type {NodeJS.Signals} */ (value);
    } else if (key === 'TimeoutStopSec') {
      unit.stopTimeoutMs = duration(value);
    }
  }
  if (!unit.program) throw new Error('unit: no ExecStart in [Service]');
  return unit;
}

/** The repository's unit for one port. */
export function souqUnit(/** @type {number} */ port) {
  return readUnit(readFileSync(UNIT_FILE, 'utf8'), String(port));
}
