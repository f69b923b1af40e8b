import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live server process holds the data directory. */
export class DataDirLockedError extends Error {}

/** Who holds the lock: a PID is not enough, PIDs are reused (in a container the server is PID 1). */
type TLockOwner = { pid: number; startTime: string | null; bootId: string | null };

const readText = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/**
 * When a process started, as the kernel counts it (field 22 of /proc/PID/stat, clock ticks since
 * boot); null where /proc is missing. The command name (field 2) may hold spaces and parentheses,
 * so the fields are counted after its closing parenthesis.
 */
export function processStartTime(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

const bootId = () => readText('/proc/sys/kernel/random/boot_id')?.trim() ?? null;

/** This process, as a lock owner. */
const self = (): TLockOwner => ({
  pid: process.pid,
  startTime: processStartTime(process.pid),
  bootId: bootId(),
});

function parseOwner(text: string): TLockOwner | null {
  try {
    const v = JSON.parse(text) as Partial<TLockOwner>;
    if (typeof v.pid === 'number')
      return { pid: v.pid, startTime: v.startTime ?? null, bootId: v.bootId ?? null };
  } catch {
    // An older lock file holds a bare PID.
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? { pid, startTime: null, bootId: null } : null;
}

/**
 * Whether the lock's owner still runs: same machine boot, a live process with that PID, and that
 * process started when the owner did. A PID reused by another process (after kill -9, or PID 1 of
 * a restarted container) is not the owner. Without /proc only the PID can be checked.
 */
function ownerAlive(owner: TLockOwner): boolean {
  const here = self();
  if (owner.bootId && here.bootId && owner.bootId !== here.bootId) return false;
  if (owner.startTime !== null) {
    const now = processStartTime(owner.pid);
    if (now !== null) return now === owner.startTime;
  } else if (here.startTime !== null) {
    // A bare-PID lock on a system with /proc cannot prove its owner: only a live process
    // other than this one counts (this one is starting and holds nothing yet).
    if (owner.pid === process.pid) return false;
  }
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file on the PGlite directory; a second live process refuses to start.
 * The file names its owner by PID, process start time and boot id, so a lock left by a killed
 * process is taken over even when its PID now belongs to someone else. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'server.lock');
  const tryCreate = (): boolean => {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(self()), { flag: 'wx' });
      return true;
    } catch {
      return false;
    }
  };
  if (!tryCreate()) {
    const owner = parseOwner(readText(lockPath) ?? '');
    if (owner && ownerAlive(owner)) {
      throw new DataDirLockedError(
        `The data directory ${dir} is in use by another server process (pid ${owner.pid}). ` +
          'Only one process may open the embedded database; stop the other one or set DATABASE_URL.',
      );
    }
    fs.rmSync(lockPath, { force: true });
    if (!tryCreate()) throw new DataDirLockedError(`Could not lock the data directory ${dir}.`);
  }
  return () => fs.rmSync(lockPath, { force: true });
}
