import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// react-router 7's package exports name only its development build (dev warnings, extra checks),
// whatever NODE_ENV says (remix-run/react-router#12532, #14102). A production build takes the
// production build it ships beside it, for the browser and for the server's render alike.
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');
if (!reactRouterProduction.endsWith('/production/index.mjs')) throw new Error('react-router moved its production build');

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: mode === 'production' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  // One stylesheet for every page: the server-rendered HTML links it, so lazy pages are never unstyled.
  build: { sourcemap: true, manifest: false, emptyOutDir: true, cssCodeSplit: false },
  ssr: { noExternal: ['@lectern/domain'] },
  test: {
    name: 'web',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    environment: 'jsdom',
  },
}));
