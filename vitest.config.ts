import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/optimizer', 'packages/simulator', 'apps/server', 'apps/web'],
    // Vitest's default in a run is one worker less than the cores: 1 on a 2-core machine. The
    // tests wait on databases, sockets, child processes and build threads much of their time, so
    // 2 workers on 2 cores were measured faster (README, "Tests"); VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
  },
});
