import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What each built file is sent as. */
const TYPES: Record<string, string> = {
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
};

type Encoding = 'br' | 'gzip';

/** One built file: its bytes and those of the compressed copies the build wrote beside it. */
interface Asset {
  type: string;
  etag: string;
  bodies: { identity: Buffer } & Partial<Record<Encoding, Buffer>>;
}

/**
 * The build's scripts, stylesheets and images (dist/client/assets, with the .br and .gz copies
 * scripts/compress-assets.mjs writes), read once at start: about 1.7 MB. Their names carry a hash
 * of their content, so they never change while the server runs.
 */
export function readBuiltAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  for (const name of readdirSync(dir)) {
    const type = TYPES[/\.(\w+)$/.exec(name)?.[1] ?? ''];
    if (!type) continue;
    const identity = readFileSync(join(dir, name));
    const copy = (suffix: string) => (existsSync(join(dir, name + suffix)) ? readFileSync(join(dir, name + suffix)) : undefined);
    const br = copy('.br');
    const gzip = copy('.gz');
    assets.set(name, {
      type,
      etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      bodies: { identity, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) },
    });
  }
  return assets;
}

/**
 * The encoding to send, of those held: Brotli, else gzip, else none, as Accept-Encoding allows
 * (a coding with q=0 is refused; `*` stands for any coding not named).
 */
export function chooseEncoding(header: string | undefined, held: readonly Encoding[]): Encoding | 'identity' {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((w) => w !== undefined);
    q.set(coding, weight === undefined ? 1 : Number(weight));
  }
  const accepted = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  for (const coding of ['br', 'gzip'] as const) if (held.includes(coding) && accepted(coding)) return coding;
  return 'identity';
}

/** If-None-Match compares weakly: `*`, or any listed tag with or without W/. */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });

/**
 * Serves each built script, stylesheet and image from memory at /assets/<name>: the article's
 * stylesheet blocks its first paint and its script is fetched beside it, and a file read costs
 * several trips through libuv's thread pool per request (stat, open, read, close), each waiting
 * for a thread when the machine is busy. Other files under /assets/ (source maps) are left to
 * @fastify/static. Same headers as there: long-lived and immutable, one Vary per encoding.
 */
export function serveBuiltAssets(app: FastifyInstance, assets: Map<string, Asset>) {
  for (const [name, asset] of assets) {
    const held = (['br', 'gzip'] as const).filter((e) => asset.bodies[e]);
    app.get(`/assets/${name}`, { schema: { hide: true } }, async (req: FastifyRequest, reply: FastifyReply) => {
      void reply
        .header('vary', 'accept-encoding')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', asset.etag)
        .type(asset.type);
      if (matches(req.headers['if-none-match'], asset.etag)) return reply.code(304).send();
      const encoding = chooseEncoding(req.headers['accept-encoding'], held);
      if (encoding !== 'identity') void reply.header('content-encoding', encoding);
      return reply.send(asset.bodies[encoding]);
    });
  }
}
