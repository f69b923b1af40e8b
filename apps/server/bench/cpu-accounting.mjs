// Where the CPU goes during a lock-rush phase: CPU seconds (user + system, from /proc/<pid>/stat)
// of the server, each worker process, the PostgreSQL backends serving the run's database, the
// Redis server and this benchmark's own process, so the builds per second of 1 and 2 workers can
// be read against what the other processes leave of the machine's cores; and the read and write
// system calls of the server and each worker (round trips, which load does not change). Linux
// only: elsewhere it reports nothing.
import fs from 'node:fs';
import os from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';

const TICKS = 100; // USER_HZ: clock ticks per second in /proc on Linux

/** CPU seconds a process has used (user + system), or null when it is gone. */
function cpuOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ") ".
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return null;
  }
}

/**
 * Read and write system calls a process has made (syscr + syscw of /proc/<pid>/io: every socket
 * and pipe read or write, the round trips to PostgreSQL and Redis among them), or null.
 */
function syscallsOf(pid) {
  try {
    const io = fs.readFileSync(`/proc/${pid}/io`, 'utf8');
    const read = (k) => Number(new RegExp(`^${k}: (\\d+)`, 'm').exec(io)?.[1] ?? 0);
    return read('syscr') + read('syscw');
  } catch {
    return null;
  }
}

/** PIDs of the PostgreSQL backends connected to `database` (the server's pool). */
async function backendPids(pgUrl, database) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    const { rows } = await c.query('select pid from pg_stat_activity where datname = $1', [database]);
    return rows.map((r) => r.pid);
  } finally {
    await c.end();
  }
}

/** The Redis server's CPU seconds so far (INFO cpu: every client's work, not this run's alone). */
async function redisCpu(url) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const info = await redis.info('cpu');
    const read = (k) => Number(new RegExp(`${k}:([\\d.]+)`).exec(info)?.[1] ?? 0);
    return read('used_cpu_user') + read('used_cpu_sys');
  } finally {
    redis.disconnect();
  }
}

/**
 * Takes a snapshot now; `end()` answers the CPU seconds of each part since then. `pgUrl` and
 * `database` find the PostgreSQL backends (null with PGlite: its work is the server's), `redisUrl`
 * the Redis server (null in embedded mode).
 */
export async function cpuSnapshot({ serverPid, workerPids, pgUrl, database, redisUrl }) {
  if (process.platform !== 'linux') return { end: async () => null };
  const backends = database ? await backendPids(pgUrl, database) : [];
  const first = {
    server: cpuOf(serverPid) ?? 0,
    workers: workerPids.map((pid) => cpuOf(pid) ?? 0),
    serverCalls: syscallsOf(serverPid),
    workerCalls: workerPids.map((pid) => syscallsOf(pid)),
    benchCalls: syscallsOf(process.pid),
    postgres: new Map(backends.map((pid) => [pid, cpuOf(pid) ?? 0])),
    redis: redisUrl ? await redisCpu(redisUrl) : 0,
    bench: process.cpuUsage(),
    wall: performance.now(),
    load: os.loadavg()[0],
  };
  return {
    async end() {
      // Backends opened during the phase count from zero; those that closed are lost (the pool keeps its own).
      const now = database ? await backendPids(pgUrl, database) : [];
      const bench = process.cpuUsage(first.bench);
      return {
        seconds: (performance.now() - first.wall) / 1000,
        server: (cpuOf(serverPid) ?? 0) - first.server,
        workers: workerPids.map((pid, i) => (cpuOf(pid) ?? 0) - first.workers[i]),
        // null where /proc/<pid>/io cannot be read (another user's process).
        syscalls: {
          server: first.serverCalls === null ? null : (syscallsOf(serverPid) ?? 0) - first.serverCalls,
          workers: workerPids.map((pid, i) =>
            first.workerCalls[i] === null ? null : (syscallsOf(pid) ?? 0) - first.workerCalls[i],
          ),
          bench: first.benchCalls === null ? null : (syscallsOf(process.pid) ?? 0) - first.benchCalls,
        },
        postgres: now.reduce((s, pid) => s + (cpuOf(pid) ?? 0) - (first.postgres.get(pid) ?? 0), 0),
        redis: redisUrl ? (await redisCpu(redisUrl)) - first.redis : 0,
        bench: (bench.user + bench.system) / 1e6,
        loadBefore: first.load,
        loadAfter: os.loadavg()[0],
      };
    },
  };
}

/**
 * Prints the CPU seconds per part, per second of the phase (cores) and per build (ms); with `idle`
 * (a snapshot of the same processes with no build running) also what that baseline makes of each
 * part's ms per build over the phase's length.
 */
export function printCpu(cpu, builds, idle) {
  if (!cpu) return;
  const workers = cpu.workers.reduce((s, x) => s + x, 0);
  const parts = [
    ['server', cpu.server],
    ...cpu.workers.map((w, i) => [`worker ${i + 1}`, w]),
    ['PostgreSQL backends', cpu.postgres],
    ['Redis (whole server)', cpu.redis],
    ['bench client', cpu.bench],
  ];
  const others = cpu.server + cpu.postgres + cpu.redis + cpu.bench;
  console.log(
    `    CPU over ${cpu.seconds.toFixed(0)} s (load average ${cpu.loadBefore.toFixed(1)} -> ${cpu.loadAfter.toFixed(1)}, ${os.cpus().length} cores):`,
  );
  for (const [name, s] of parts)
    console.log(
      `      ${name.padEnd(21)} ${s.toFixed(1).padStart(6)} s  ${(s / cpu.seconds).toFixed(2)} cores  ${builds ? ((s * 1000) / builds).toFixed(1).padStart(6) : '-'} ms/build`,
    );
  const calls = [
    ['server', cpu.syscalls.server],
    ...cpu.syscalls.workers.map((n, i) => [`worker ${i + 1}`, n]),
    ['bench client', cpu.syscalls.bench],
  ].filter(([, n]) => n !== null);
  if (calls.length && builds)
    console.log(
      `      read/write system calls per build: ${calls.map(([name, n]) => `${name} ${(n / builds).toFixed(1)}`).join(', ')}`,
    );
  if (idle && builds) {
    const perBuild = (x) => (((x / idle.seconds) * cpu.seconds * 1000) / builds).toFixed(1);
    const idleOthers = idle.server + idle.postgres + idle.redis + idle.bench;
    console.log(
      `      of which the idle baseline (no build; health polls every 20 ms, timers): server ${perBuild(idle.server)}, workers ${perBuild(idle.workers.reduce((s, x) => s + x, 0))}, PostgreSQL ${perBuild(idle.postgres)}, Redis ${perBuild(idle.redis)}, bench ${perBuild(idle.bench)} ms/build; outside the workers ${perBuild(idleOthers)} ms/build`,
    );
  }
  console.log(
    `      everything but the workers: ${(others / cpu.seconds).toFixed(2)} cores (${builds ? ((others * 1000) / builds).toFixed(1) : '-'} ms/build); workers ${(workers / cpu.seconds).toFixed(2)} cores; left of ${os.cpus().length} cores for the workers: ${(os.cpus().length - others / cpu.seconds).toFixed(2)}`,
  );
}
