import { describe, expect, it } from 'vitest';
import { createBuildQueue, type TBuildExecutor, type TJobClass, type TJobOutput } from './build-queue';

// The build queue's order, on an executor whose jobs finish when the test says so: which job the
// queue starts next is all that is looked at here (the API tests run real builds through it).

function manualExecutor(capacity: number) {
  const running: { id: string; finish: () => void; signal: AbortSignal }[] = [];
  const started: string[] = [];
  const executor: TBuildExecutor = {
    mode: 'embedded',
    capacity: () => capacity,
    onCapacity: () => undefined,
    run: (id, _work, { signal }) =>
      new Promise<TJobOutput | null>((resolve) => {
        started.push(id);
        const finish = () => {
          running.splice(
            running.findIndex((r) => r.id === id),
            1,
          );
          resolve({ type: 'timedOut', limitMs: 0 });
        };
        running.push({ id, finish, signal });
        signal.addEventListener('abort', finish, { once: true });
      }),
    close: () => Promise.resolve(),
  };
  /** Ends the running job `id` and lets the queue start the next. */
  const finish = async (id: string) => {
    running.find((r) => r.id === id)!.finish();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { executor, started, running, finish };
}

const work = { type: 'lateSwap', input: {} as never, timeLimitMs: 1000 } as const;

describe('the build queue order', () => {
  it('serves paid before Free before previews, one job per owner, owners taking turns', async () => {
    const ex = manualExecutor(1);
    const queue = createBuildQueue({ executor: ex.executor, perOwner: 5, previewShare: 0.25 });
    const positions = new Map<string, number[]>();
    const submit = (id: string, owner: string, cls: TJobClass) =>
      void queue.submit({
        id,
        owner,
        cls,
        work,
        onQueued: (p) => positions.set(id, [...(positions.get(id) ?? []), p]),
      });
    submit('first', 'x', 'free'); // starts at once: the thread is free
    submit('p1', 'ip:1', 'preview');
    submit('a1', 'a', 'paid');
    submit('a2', 'a', 'paid');
    submit('a3', 'a', 'paid');
    submit('f1', 'f', 'free');
    submit('b1', 'b', 'paid');
    expect(ex.started).toEqual(['first']);
    // a1 waits first; b1 goes before a's second and third builds.
    expect(positions.get('a1')).toEqual([1]);
    expect(positions.get('b1')).toEqual([2]);
    expect(positions.get('a2')).toEqual([2]);
    // Moves are told in batches: after them a2 is third, behind b1, and the preview last.
    await new Promise((r) => setTimeout(r, 600));
    expect(positions.get('a2')).toEqual([2, 3]);
    expect(positions.get('p1')).toEqual([1, 6]);
    for (const id of ['first', 'a1', 'b1', 'a2', 'a3', 'f1']) await ex.finish(id);
    expect(ex.started).toEqual(['first', 'a1', 'b1', 'a2', 'a3', 'f1', 'p1']);
    // Then that it started (the jobs ahead of it went within one batch).
    expect(positions.get('p1')?.at(-1)).toBe(0);
  });

  it('tells jobs near the front every move, and jobs further back at most every 2 s', async () => {
    const ex = manualExecutor(1);
    const queue = createBuildQueue({ executor: ex.executor, perOwner: 5, previewShare: 0.25 });
    const positions = new Map<string, number[]>();
    const ids = Array.from({ length: 11 }, (_, i) => `j${i}`);
    // Jobs still waiting at the end are refused by the queue's close.
    for (const id of ids)
      queue
        .submit({
          id,
          owner: id,
          cls: 'paid',
          work,
          onQueued: (p) => positions.set(id, [...(positions.get(id) ?? []), p]),
        })
        .catch(() => undefined);
    // j0 runs; j4 waits 4th and j10 10th. Two jobs finish: j4 is 2nd, j10 8th.
    await ex.finish('j0');
    await ex.finish('j1');
    await new Promise((r) => setTimeout(r, 600));
    expect(positions.get('j4')).toEqual([4, 2]);
    expect(positions.get('j10')).toEqual([10]);
    // Two seconds after it was last told, j10 hears where it is now.
    await ex.finish('j2');
    await new Promise((r) => setTimeout(r, 1600));
    expect(positions.get('j10')).toEqual([10, 7]);
    await queue.close();
  });

  it('gives previews at most their share of the threads', () => {
    const ex = manualExecutor(4);
    const queue = createBuildQueue({ executor: ex.executor, perOwner: 5, previewShare: 0.25 });
    for (let i = 0; i < 4; i++) void queue.submit({ id: `p${i}`, owner: `ip:${i}`, cls: 'preview', work });
    expect(ex.started).toEqual(['p0']);
    void queue.submit({ id: 'paid', owner: 'u', cls: 'paid', work });
    expect(ex.started).toEqual(['p0', 'paid']);
    expect(queue.stats()).toEqual({ waiting: 3, running: 2, capacity: 4 });
  });

  it('removes a queued job whose client went away, and refuses an owner past the cap with 429', async () => {
    const ex = manualExecutor(1);
    const queue = createBuildQueue({ executor: ex.executor, perOwner: 2, previewShare: 0.25 });
    void queue.submit({ id: 'run', owner: 'u', cls: 'paid', work });
    const gone = new AbortController();
    const queued = queue.submit({ id: 'wait', owner: 'u', cls: 'paid', work, signal: gone.signal });
    expect(() => queue.submit({ id: 'third', owner: 'u', cls: 'paid', work })).toThrow(
      expect.objectContaining({ code: 'RATE_LIMITED', status: 429 }),
    );
    gone.abort();
    expect(await queued).toBeNull();
    expect(queue.stats()).toMatchObject({ waiting: 0, running: 1 });
    // The running job is stopped by its own signal (the executor sees it abort).
    const stop = new AbortController();
    await ex.finish('run');
    void queue.submit({ id: 'long', owner: 'v', cls: 'paid', work, signal: stop.signal });
    expect(ex.running.map((r) => r.id)).toEqual(['long']);
    stop.abort();
    expect(ex.running).toEqual([]);
  });

  it('answers a job that waited past maxWaitMs with 503 and Retry-After, and lets the next one in', async () => {
    const ex = manualExecutor(1);
    const queue = createBuildQueue({
      executor: ex.executor,
      perOwner: 2,
      previewShare: 0.25,
      maxWaitMs: 200,
    });
    const first = queue.submit({ id: 'run', owner: 'u', cls: 'paid', work });
    const late = queue.submit({ id: 'late', owner: 'v', cls: 'paid', work });
    await expect(late).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      status: 503,
      message: expect.stringMatching(
        /^Your build waited 0.2 s in the queue without starting: the build servers are busy\./,
      ),
      headers: { 'retry-after': '30' },
    });
    // Removed: it does not start when the thread frees, and its owner may queue again.
    expect(queue.stats()).toMatchObject({ waiting: 0, running: 1 });
    await ex.finish('run');
    await first;
    expect(ex.started).toEqual(['run']);
    // A job that started in time runs on past the limit.
    const again = queue.submit({ id: 'again', owner: 'v', cls: 'paid', work });
    await new Promise((r) => setTimeout(r, 300));
    expect(ex.running.map((r) => r.id)).toEqual(['again']);
    await ex.finish('again');
    expect(await again).toEqual({ type: 'timedOut', limitMs: 0 });
  });
});
