/**
 * CPU time spent by the processes a benchmark involves, read from /proc (Linux): the API
 * server, every PostgreSQL process, and this load generator itself. Taken before and after a
 * run, it says where each request's CPU went, not only how long it waited.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function ticksOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** "postgres: 15/main: <user> <database> 127.0.0.1(5432) idle": a client's backend. */
const BACKEND = /^postgres: \S+: \S+ (\S+) (?:[\d.:a-f]+\(\d+\)|\[local\])/;

/**
 * Every PostgreSQL process, or with `database` only that database's backends and the shared
 * background processes (WAL writer, checkpointer...): on a machine shared with other benchmarks,
 * their backends' CPU is not this run's.
 */
function postgresTicks(database) {
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (database) {
        const backend = BACKEND.exec(readFileSync(`/proc/${name}/cmdline`, 'utf8'));
        if (backend && backend[1] !== database) continue;
      }
      total += ticksOf(name);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/**
 * A snapshot; `cpuPerRequest(earlier, later, requests)` gives ms of CPU per request for each
 * process. `database`: count only its backends of PostgreSQL (see postgresTicks).
 */
export function cpuSnapshot(serverPid, { database } = {}) {
  return {
    server: ticksOf(serverPid),
    postgres: postgresTicks(database),
    self: ticksOf(process.pid),
  };
}

export function cpuPerRequest(before, after, requests) {
  const per = (key) => Math.round(((after[key] - before[key]) * TICK_MS * 100) / requests) / 100;
  return {
    'server CPU ms': per('server'),
    'PostgreSQL CPU ms': per('postgres'),
    'load CPU ms': per('self'),
  };
}
