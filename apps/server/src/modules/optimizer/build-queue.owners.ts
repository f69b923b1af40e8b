import crypto from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The per-owner limits of the build queue across server instances (REDIS_URL): an owner's jobs
 * queued or running are counted, and their one running job held, in Redis, so a user submitting
 * on two instances is counted once. Every entry is a lease its instance renews while it holds
 * the job: an instance that dies stops renewing, and its user is free again after OWNER_LEASE_MS.
 */
export type TOwnerGate = {
  /** Counts a job against its owner's cap; false (nothing taken) when the owner is at `cap`. */
  admit(owner: string, id: string, cap: number): Promise<boolean>;
  /** Takes the owner's one running slot for the job; false while another job of theirs holds it. */
  tryRun(owner: string, id: string): Promise<boolean>;
  /**
   * Lets go of the job: its place in the owner's count, and the running slot if it holds it.
   * Never rejects (a failure is reported to the gate's onError; the lease then runs out).
   */
  release(owner: string, id: string): Promise<void>;
  /** Whether a live instance still holds the job (its lease has not run out). */
  held(owner: string, id: string): Promise<boolean>;
  /** The owner's jobs some live instance holds (queued or running). */
  jobs(owner: string): Promise<string[]>;
  /**
   * Takes one of the `limit` running places anonymous previews share over every instance for
   * the job; false while they are all taken. Given back by release().
   */
  tryPreview(id: string, limit: number): Promise<boolean>;
  /** Asks every other instance to cancel the owner's jobs (or the one with `id`). */
  broadcastCancel(owner: string, id?: string): Promise<void>;
  /** Calls `fn` for each cancel another instance broadcasts. */
  onCancel(fn: (owner: string, id?: string) => void): void;
  close(): void;
};

/** How long an entry lasts without renewal: the longest a dead instance can block its users. */
export const OWNER_LEASE_MS = 15_000;
/** How often an instance renews the entries of the jobs it holds. */
const RENEW_EVERY_MS = 5_000;

// Redis server time in ms, so the instances' clocks do not have to agree.
const NOW = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/**
 * A place in a set of leases (id -> lease end) capped at a count: an owner's jobs, or the
 * previews running over all instances. KEYS: the set; ARGV: id, cap, lease ms. 1 when the id holds
 * a place (it already had one, or there was room).
 */
const TAKE_PLACE = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 1 end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

/**
 * KEYS: job set, running key, previews set; ARGV: id, lease ms. Renews the job's entries where
 * it still has them.
 */
const RENEW = `${NOW}
redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
if redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('PEXPIRE', KEYS[2], ARGV[2]) end
if redis.call('ZADD', KEYS[3], 'XX', 'CH', now + tonumber(ARGV[2]), ARGV[1]) == 1 then
  redis.call('PEXPIRE', KEYS[3], ARGV[2])
end
return 1`;

/** KEYS: job set, running key, previews set; ARGV: id. */
const RELEASE = `redis.call('ZREM', KEYS[1], ARGV[1])
if redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('DEL', KEYS[2]) end
redis.call('ZREM', KEYS[3], ARGV[1])
return 1`;

/** KEYS: job set. The ids whose lease runs. */
const JOBS = `${NOW}
return redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. now, '+inf')`;

/** KEYS: job set; ARGV: id. 1 while the job's lease runs. */
const HELD = `${NOW}
local ends = redis.call('ZSCORE', KEYS[1], ARGV[1])
if ends and tonumber(ends) > now then return 1 end
return 0`;

/** The owner gate on Redis, under the build queue's name (one per deployment). */
export function redisOwnerGate(
  url: string,
  queueName: string,
  onError: (err: unknown) => void,
  leaseMs = OWNER_LEASE_MS,
): TOwnerGate {
  const jobsKey = (owner: string) => `${queueName}:owner:${owner}:jobs`;
  const runKey = (owner: string) => `${queueName}:owner:${owner}:run`;
  const previewsKey = `${queueName}:previews`;
  const cancelChannel = `${queueName}:owner-cancel`;
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  redis.on('error', onError);
  /** Subscribed to the cancel channel once someone listens (a subscribing connection sends nothing else). */
  let listener: Redis | null = null;
  /** This gate's name on the cancel channel: its own broadcasts are not for it. */
  const self = crypto.randomUUID();
  const cancelHandlers: ((owner: string, id?: string) => void)[] = [];
  // Sent once and then called by their SHA (EVALSHA), not sent with every call.
  const scripts = {
    ownerAdmit: [TAKE_PLACE, 1],
    ownerRenew: [RENEW, 3],
    ownerRelease: [RELEASE, 3],
    ownerHeld: [HELD, 1],
    ownerJobs: [JOBS, 1],
    previewTake: [TAKE_PLACE, 1],
  } as const;
  for (const [name, [lua, numberOfKeys]] of Object.entries(scripts))
    redis.defineCommand(name, { lua, numberOfKeys });
  type TScripts = Record<
    Exclude<keyof typeof scripts, 'ownerJobs'>,
    (...args: (string | number)[]) => Promise<number>
  > & { ownerJobs: (key: string) => Promise<string[]> };
  const run = redis as unknown as TScripts;
  /** Jobs this instance holds: id -> owner. */
  const mine = new Map<string, string>();

  const renew = setInterval(
    () => {
      if (mine.size === 0) return;
      const batch = redis.pipeline();
      const renewing = batch as unknown as TScripts;
      for (const [id, owner] of mine)
        void renewing.ownerRenew(jobsKey(owner), runKey(owner), previewsKey, id, leaseMs);
      batch.exec().catch(onError);
    },
    Math.min(RENEW_EVERY_MS, Math.floor(leaseMs / 3)),
  );
  renew.unref();

  return {
    async admit(owner, id, cap) {
      const ok = (await run.ownerAdmit(jobsKey(owner), id, cap, leaseMs)) === 1;
      if (ok) mine.set(id, owner);
      return ok;
    },
    async tryRun(owner, id) {
      const key = runKey(owner);
      if ((await redis.set(key, id, 'PX', leaseMs, 'NX')) === 'OK') return true;
      return (await redis.get(key)) === id;
    },
    async release(owner, id) {
      mine.delete(id);
      await run.ownerRelease(jobsKey(owner), runKey(owner), previewsKey, id).catch(onError);
    },
    async held(owner, id) {
      return (await run.ownerHeld(jobsKey(owner), id)) === 1;
    },
    jobs: (owner) => run.ownerJobs(jobsKey(owner)),
    async tryPreview(id, limit) {
      return (await run.previewTake(previewsKey, id, limit, leaseMs)) === 1;
    },
    async broadcastCancel(owner, id) {
      await redis.publish(cancelChannel, JSON.stringify({ from: self, owner, id }));
    },
    onCancel(fn) {
      cancelHandlers.push(fn);
      if (listener) return;
      listener = new Redis(url, { maxRetriesPerRequest: 2 });
      listener.on('error', onError);
      listener.on('message', (_channel: string, raw: string) => {
        const { from, owner, id } = JSON.parse(raw) as { from: string; owner: string; id?: string };
        if (from !== self) for (const handler of cancelHandlers) handler(owner, id);
      });
      listener.subscribe(cancelChannel).catch(onError);
    },
    close() {
      clearInterval(renew);
      listener?.disconnect();
      // quit, not disconnect: the releases of jobs the shutdown ended are still on their way.
      redis.quit().catch(() => redis.disconnect());
    },
  };
}
