import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/optimizer', 'apps/server', 'apps/web'],
  },
});
