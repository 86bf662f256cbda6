import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest server files first (the generated-input parts, the multi-process server tests), then
 * Vitest's own order. Without a timing cache (a clean clone) Vitest starts the largest files
 * first, and the parts are small files: started last, they would run while the other worker idles.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const long = (f: TestSpecification) => (/\.property\.test\.ts$|\/src\/server\.test\.ts$/.test(f.moduleId) ? 0 : 1);
    return (await super.sort(files)).sort((a, b) => long(a) - long(b));
  }
}

export default defineConfig({
  test: {
    // Vitest takes the worker count from here for every project (a project's own is ignored), and
    // its default is one less than the cores: one on a 2-core machine. Two files at a time suit it.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One migrated database per run, copied for each file.
          globalSetup: ['./src/test/global-setup.ts'],
          // A worker loads the app's modules once for all its files (loading them took about five
          // seconds of every file's time). Each file still builds its own app on its own database;
          // what modules keep between apps is keyed by the database or by what it holds.
          isolate: false,
          // Each file gets its own database, so files run side by side (maxWorkers above).
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
