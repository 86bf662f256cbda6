import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest takes the worker count from here for every project (a project's own is ignored), and
    // its default is one less than the cores: one on a 2-core machine. Two files at a time suit it.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database, so files run side by side (maxWorkers above).
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
