import { registerWorkerTask, TaskStopped } from '../worker/worker-tasks';
import '../worker/build-worker';

// A build-thread entry for the pool's task tests: the optimizer's build worker with two tasks.
// `count` counts to `to`, reporting progress and stopping when asked; `spin` never looks at the
// stop flag (a task stuck in a long step), so only ending its thread stops it.

registerWorkerTask('count', (input, context) => {
  const { to } = input as { to: number };
  let sum = 0;
  for (let i = 1; i <= to; i++) {
    sum += i;
    if (i % 1000 === 0) {
      if (context.stopped()) throw new TaskStopped();
      context.onProgress(i, to);
    }
  }
  return { sum };
});

registerWorkerTask('spin', () => {
  for (;;) {
    // never checks the stop flag
  }
});
