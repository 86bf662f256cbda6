import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseEncoding, readBuiltAssets, serveBuiltAssets } from './web-assets.js';

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, then none, as the browser allows', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('gzip, deflate', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('identity', ['br', 'gzip'])).toBe('identity');
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBe('identity');
    expect(chooseEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('*, br;q=0', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBe('identity');
  });
});

describe('the built assets, from memory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lectern-assets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const css = Buffer.from('body{color:#123}'.repeat(50));
  writeFileSync(join(dir, 'style-abc.css'), css);
  writeFileSync(join(dir, 'style-abc.css.br'), brotliCompressSync(css));
  writeFileSync(join(dir, 'style-abc.css.gz'), gzipSync(css));
  writeFileSync(join(dir, 'index-abc.js'), 'export {};');
  writeFileSync(join(dir, 'index-abc.js.map'), '{}');

  async function app() {
    const app = Fastify();
    serveBuiltAssets(app, readBuiltAssets(dir));
    await app.ready();
    return app;
  }

  it('holds scripts, stylesheets and images, not source maps', () => {
    expect([...readBuiltAssets(dir).keys()].sort()).toEqual(['index-abc.js', 'style-abc.css']);
    expect(readBuiltAssets(join(dir, 'missing')).size).toBe(0);
  });

  it('sends the copy the browser accepts, immutable, with one Vary per encoding', async () => {
    const server = await app();
    for (const [accepts, sent] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await server.inject({ url: '/assets/style-abc.css', headers: { 'accept-encoding': accepts } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(sent);
      expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(res.headers['vary']).toBe('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
    const plain = await server.inject({ url: '/assets/style-abc.css', headers: { 'accept-encoding': 'identity' } });
    expect(plain.rawPayload.equals(css)).toBe(true);
    // A file without compressed copies goes as it is.
    const js = await server.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br' } });
    expect([js.statusCode, js.headers['content-encoding'], js.body]).toEqual([200, undefined, 'export {};']);
  });

  it('answers 304 to its own tag, and HEAD without a body', async () => {
    const server = await app();
    const first = await server.inject({ url: '/assets/style-abc.css' });
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await server.inject({ url: '/assets/style-abc.css', headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    const head = await server.inject({ method: 'HEAD', url: '/assets/style-abc.css', headers: { 'accept-encoding': 'br' } });
    expect([head.statusCode, head.headers['content-encoding'], head.body]).toEqual([200, 'br', '']);
  });
});
