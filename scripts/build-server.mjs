// `npm run build -w @lectern/server` (this script): compiles the server to plain JavaScript, so production runs
// `node apps/server/dist/bundle/server.js` without a TypeScript loader. The server's own code and
// the shared domain package (TypeScript source) are bundled into one file; npm packages stay
// external and load from node_modules as usual.
//
// The bundle sits two folders below apps/server (dist/bundle/), as the sources do (src/db/,
// src/plugins/…), so the paths the code finds from its own location (migrations/, the web build,
// the content corpus) are the same in both.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('../apps/server/', import.meta.url);
const depsOf = (path) => Object.keys(JSON.parse(readFileSync(new URL(path, here), 'utf8')).dependencies ?? {});
const external = [...depsOf('package.json'), ...depsOf('../../packages/domain/package.json')].filter(
  (name) => name !== '@lectern/domain',
);

await build({
  entryPoints: {
    server: new URL('src/server.ts', here).pathname,
    seed: new URL('src/cli/seed.ts', here).pathname,
    // Read-aloud's worker threads load it beside server.js (features/read-aloud/speech-engine.ts).
    'speech-worker': new URL('src/features/read-aloud/speech-worker.ts', here).pathname,
  },
  outdir: new URL('dist/bundle/', here).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
console.log('Server compiled to apps/server/dist/bundle/');
