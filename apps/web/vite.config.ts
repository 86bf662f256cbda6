import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: { sourcemap: true, manifest: false, emptyOutDir: true },
  ssr: { noExternal: ['@lectern/domain'] },
  test: {
    name: 'web',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    environment: 'jsdom',
  },
});
