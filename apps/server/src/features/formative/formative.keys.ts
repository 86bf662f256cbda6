/**
 * The key Formative launch tokens are signed with, and the JWKS that publishes its public half
 * (docs/adr/0014). A PEM key from FORMATIVE_PRIVATE_KEY wins; otherwise the first process to need
 * a key makes an ES256 pair and stores it, and every process signs with that one stored row.
 */
import { createHash, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, importPKCS8, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../../db/database.js';
import * as repo from './formative.repository.js';

export interface SigningKey {
  kid: string;
  alg: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

const cache = new WeakMap<object, Promise<SigningKey>>();

async function fromPem(pem: string): Promise<SigningKey> {
  const text = pem.replace(/\\n/g, '\n').trim();
  // EC P-256 signs ES256, RSA signs RS256: the key's own type says which.
  let alg = 'ES256';
  let privateKey: CryptoKey;
  try {
    privateKey = await importPKCS8(text, alg, { extractable: true });
  } catch {
    alg = 'RS256';
    privateKey = await importPKCS8(text, alg, { extractable: true });
  }
  const full = await exportJWK(privateKey);
  // The public half: the private members (d, p, q, dp, dq, qi) left out.
  const publicJwk: JWK = Object.fromEntries(Object.entries(full).filter(([k]) => !['d', 'p', 'q', 'dp', 'dq', 'qi'].includes(k)));
  const kid = createHash('sha256').update(JSON.stringify(publicJwk)).digest('base64url').slice(0, 16);
  return { kid, alg, privateKey, publicJwk: { ...publicJwk, kid, alg, use: 'sig' } };
}

async function fromDatabase(db: Db): Promise<SigningKey> {
  let row = await repo.firstKey(db);
  if (!row) {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = randomUUID();
    await repo.insertKeyIfNone(db, {
      kid,
      alg: 'ES256',
      private_jwk: await exportJWK(privateKey),
      public_jwk: await exportJWK(publicKey),
    });
    row = await repo.firstKey(db);
    if (!row) throw new Error('The Formative signing key could not be stored.');
  }
  return {
    kid: row.kid,
    alg: row.alg,
    privateKey: (await importJWK(row.private_jwk as JWK, row.alg)) as CryptoKey,
    publicJwk: { ...(row.public_jwk as JWK), kid: row.kid, alg: row.alg, use: 'sig' },
  };
}

/** The signing key of this database (or of the configured PEM), made once per process. */
export function signingKey(db: Db, pem: string | undefined): Promise<SigningKey> {
  let key = cache.get(db);
  if (!key) {
    key = pem ? fromPem(pem) : fromDatabase(db);
    // A failure is not kept: the next launch tries again.
    key.catch(() => cache.delete(db));
    cache.set(db, key);
  }
  return key;
}
