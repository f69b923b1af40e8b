// Other kinds of work the build threads run beside builds and late swaps (the server registers the
// contest simulator's here). The optimizer knows nothing of them: a task is a name, a
// structured-cloneable input and an answer, with progress and a cancel flag.

/** What a task sees while it runs. */
export type WorkerTaskContext = {
  /** Progress (`done` of `total`); sent at most every 50 ms, and at the end. */
  onProgress: (done: number, total: number) => void;
  /** True once the caller cancelled or the time limit passed: the task should throw TaskStopped. */
  stopped: () => boolean;
};

/** A task's function: runs on a build thread, answers a structured-cloneable value. */
export type WorkerTask = (input: unknown, context: WorkerTaskContext) => unknown;

/** Thrown by a task that saw `stopped()`: the pool answers it as cancelled (or timed out). */
export class TaskStopped extends Error {
  constructor() {
    super('The task was stopped.');
    this.name = 'TaskStopped';
  }
}

const tasks = new Map<string, WorkerTask>();

/** Registers a task kind on this thread (call it in the worker entry, before any message). */
export function registerWorkerTask(kind: string, task: WorkerTask): void {
  tasks.set(kind, task);
}

/** The registered task of a kind, if any. */
export function workerTask(kind: string): WorkerTask | undefined {
  return tasks.get(kind);
}
