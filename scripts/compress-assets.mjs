// Writes a Brotli (.br) and a gzip (.gz) copy beside each script, stylesheet and SVG of the web
// build, once at build time; the server sends the copy the browser accepts (@fastify/static's
// preCompressed), so pages cost no compression work per request. Usage: compress-assets.mjs <dir>
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2];
if (!dir) throw new Error('usage: compress-assets.mjs <assets folder>');
let raw = 0;
let br = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const body = readFileSync(join(dir, name));
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(join(dir, `${name}.br`), brotli);
  writeFileSync(join(dir, `${name}.gz`), gzipSync(body, { level: 9 }));
  raw += body.length;
  br += brotli.length;
}
console.log(`Compressed the web assets: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB with Brotli`);
