import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/optimizer', 'packages/simulator', 'apps/server', 'apps/web'],
  },
});
