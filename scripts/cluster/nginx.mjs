// @ts-check
/**
 * nginx in front of the cluster's API processes, from deploy/nginx/souq.conf: the same site
 * a server runs, with this cluster's ports and log directory put in (renderSite). nginx runs
 * in the foreground under its own prefix (config, pid, logs, temporary files in `dir`); the
 * system's /etc/nginx and its service are never touched. Installed with apt-get when missing
 * (scripts/ensure-nginx.sh).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SITE_FILE = fileURLToPath(new URL('../../deploy/nginx/souq.conf', import.meta.url));
const ENSURE = fileURLToPath(new URL('../ensure-nginx.sh', import.meta.url));

/** How long nginx leaves a failed API process alone (the upstream's fail_timeout). */
export function failTimeoutMs() {
  const match = /fail_timeout=(\d+)s/.exec(readFileSync(SITE_FILE, 'utf8'));
  return Number(match?.[1] ?? 10) * 1000;
}

/** nginx's program: on PATH, or where Debian puts it (root's PATH has it, others may not). */
function nginxProgram() {
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
}

/** nginx's path, installing Debian's package first when it is missing. */
export function ensureNginx() {
  const present = nginxProgram();
  if (present) return present;
  const install = spawnSync('bash', [ENSURE], { stdio: 'inherit' });
  const installed = install.status === 0 ? nginxProgram() : null;
  if (!installed)
    throw new Error('nginx is missing and could not be installed (needs root or sudo)');
  return installed;
}

/**
 * The site file with this cluster's upstream servers (each keeping the first server line's
 * parameters), `listen` address and log directory. Refuses a file whose parts it cannot find,
 * so a change to the deployment file that the cluster would silently ignore fails its test.
 * @param {string} site deploy/nginx/souq.conf's text
 * @param {{ listen: number, upstreams: number[], logDir: string }} cluster
 */
export function renderSite(site, { listen, upstreams, logDir }) {
  const block = /(upstream souq_api \{)([\s\S]*?)(\n\})/.exec(site);
  if (!block) throw new Error('souq.conf: no "upstream souq_api { ... }" block');
  let first = true;
  const body = (block[2] ?? '').replace(
    /^(\s*)server 127\.0\.0\.1:\d+(.*;)\n/gm,
    (_line, /** @type {string} */ indent, /** @type {string} */ parameters) => {
      if (!first) return '';
      first = false;
      return upstreams.map((port) => `${indent}server 127.0.0.1:${port}${parameters}\n`).join('');
    },
  );
  if (first) throw new Error('souq.conf: no "server 127.0.0.1:PORT ...;" line in the upstream');
  if (!/^\s*listen 80;$/m.test(site)) throw new Error('souq.conf: no "listen 80;" line');
  if (!site.includes('/var/log/nginx/')) throw new Error('souq.conf: no logs in /var/log/nginx/');
  return site
    .replace(block[0], () => `${block[1]}${body}${block[3]}`)
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listen};`)
    .replaceAll('/var/log/nginx/', `${logDir}/`);
}

/** Lines of a log file from byte `from` on, and where it ends now. */
function readLines(/** @type {string} */ file, from = 0) {
  const bytes = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
  const lines = bytes.subarray(from).toString('utf8').split('\n').filter(Boolean);
  return { lines, offset: bytes.length };
}

/** The main configuration around the site: everything under `dir`, workers for each core. */
function mainConfig(/** @type {string} */ dir) {
  const temp = (/** @type {string} */ name) => join(dir, 'temp', name);
  return `# Written by scripts/cluster/nginx.mjs for this cluster only.
worker_processes auto;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'logs', 'error.log')} warn;
events { worker_connections 4096; }
http {
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${join(dir, 'souq.conf')};
}
`;
}

/**
 * Starts nginx on 127.0.0.1:listen in front of `upstreams`; resolves once it answers.
 * @param {{ dir: string, listen: number, upstreams: number[] }} options
 */
export async function startNginx({ dir, listen, upstreams }) {
  const program = ensureNginx();
  const logDir = join(dir, 'logs');
  mkdirSync(logDir, { recursive: true });
  mkdirSync(join(dir, 'temp'), { recursive: true });
  const site = renderSite(readFileSync(SITE_FILE, 'utf8'), { listen, upstreams, logDir });
  writeFileSync(join(dir, 'souq.conf'), site);
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, mainConfig(dir));
  const args = ['-p', dir, '-e', join(logDir, 'error.log'), '-c', config];
  const test = spawnSync(program, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refuses the configuration:\n${test.stderr}`);
  const child = spawn(program, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${listen}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/nginx-start-probe`).then((res) => res.arrayBuffer());
      break;
    } catch {
      if (tries > 100) throw new Error(`nginx does not answer on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    pid: () => child.pid,
    /** The access log's lines written since `from` (a byte offset), and the new offset. */
    readAccessLog: (from = 0) => readLines(join(logDir, 'souq.access.log'), from),
    /** The same for the site's error log (upstream failures: refused, reset, timed out). */
    readErrorLog: (from = 0) => readLines(join(logDir, 'souq.error.log'), from),
    /** Graceful stop: workers finish the requests they hold (SIGQUIT). */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    },
  };
}
