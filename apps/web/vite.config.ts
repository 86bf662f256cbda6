import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // One stylesheet for every page: the server-rendered HTML links it, so lazy pages are never unstyled.
  build: { sourcemap: true, manifest: false, emptyOutDir: true, cssCodeSplit: false },
  ssr: { noExternal: ['@lectern/domain'] },
  test: {
    name: 'web',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    environment: 'jsdom',
  },
});
