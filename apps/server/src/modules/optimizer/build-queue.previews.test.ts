import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createBuildQueue, type TBuildExecutor, type TJobOutput, type TJobSpec } from './build-queue';
import { redisOwnerGate, type TOwnerGate } from './build-queue.owners';
import { until } from './build-queue.test-support';
import { redisForTests } from '../../../test/redis-for-tests';

// Anonymous previews get a fixed share of the build threads over every instance, not per
// instance: two build queues (two server instances) on one Redis, each with room of its own for
// a preview, run one preview at a time between them when the share is one thread. The executor
// here is the test's own: a job runs until the test ends it, so what runs when is under control.

const redisUrl = redisForTests('build-queue.previews.test', 'the preview share test');

/** An executor of 4 build places whose jobs run until `finish(id)`. */
function heldExecutor() {
  const started = new Map<string, (out: TJobOutput) => void>();
  const executor: TBuildExecutor = {
    mode: 'redis',
    capacity: () => 4,
    run: (id) => new Promise((resolve) => started.set(id, resolve)),
    onCapacity: () => undefined,
    close: () => Promise.resolve(),
  };
  const finish = (id: string) =>
    started.get(id)!({ type: 'task', outcome: { status: 'done', result: null } });
  return { executor, started, finish };
}

const job = (id: string, owner: string, cls: TJobSpec['cls']): TJobSpec => ({
  id,
  owner,
  cls,
  work: { type: 'task', kind: 'test', input: null, timeLimitMs: 60_000 },
});

describe.skipIf(!redisUrl)("anonymous previews' share of the build threads over two instances", () => {
  const queueName = `test-previews-${crypto.randomUUID()}`;
  const closing: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closing) await close();
  });

  it('runs one preview at a time over both instances when the share is one thread, and hands the place on', async () => {
    const onError = (err: unknown) => console.error(err);
    const gateA = redisOwnerGate(redisUrl!, queueName, onError);
    // B's gate as it is, counting the preview places it is refused.
    const realB = redisOwnerGate(redisUrl!, queueName, onError);
    let refusedB = 0;
    const gateB: TOwnerGate = {
      ...realB,
      tryPreview: async (id, limit) => {
        const ok = await realB.tryPreview(id, limit);
        if (!ok) refusedB++;
        return ok;
      },
    };
    const a = heldExecutor();
    const b = heldExecutor();
    // 4 places x 0.25: one preview over the two instances (each alone would run one).
    const options = { perOwner: 3, previewShare: 0.25 };
    const queueA = createBuildQueue({ ...options, executor: a.executor, owners: gateA });
    const queueB = createBuildQueue({ ...options, executor: b.executor, owners: gateB });
    closing.push(
      () => queueA.close(),
      () => queueB.close(),
    );

    const first = queueA.submit(job('preview-a', 'ip:10.0.0.1', 'preview'));
    await until(() => a.started.has('preview-a'), 'the first preview runs on A');
    const second = queueB.submit(job('preview-b', 'ip:10.0.0.2', 'preview'));
    // B has three free places, but the previews' one is A's: B's preview is refused and waits.
    await until(
      () => refusedB >= 2 || b.started.has('preview-b'),
      "B's preview is refused the previews' place twice (or runs)",
    );
    expect(b.started.has('preview-b')).toBe(false);
    expect(queueB.stats()).toMatchObject({ waiting: 1, running: 0 });
    // A paid job on B is not held back by the previews' share.
    const paid = queueB.submit(job('paid-b', 'user-1', 'paid'));
    await until(() => b.started.has('paid-b'), 'the paid job runs on B');

    // A's preview ends: its place goes to B's.
    a.finish('preview-a');
    await expect(first).resolves.toMatchObject({ type: 'task' });
    await until(() => b.started.has('preview-b'), "B's preview runs once A's has ended");
    b.finish('preview-b');
    b.finish('paid-b');
    await expect(second).resolves.toMatchObject({ type: 'task' });
    await expect(paid).resolves.toMatchObject({ type: 'task' });
  }, 60_000);
});
