import type { FastifyBaseLogger } from 'fastify';
import type { XapiSite } from '@lectern/domain';
import type { Db } from '../../db/database.js';
import { enqueueNew, sendDue, type Lrs } from './xapi.service.js';

/**
 * Runs the xAPI outbox while the server runs: every few seconds new events become statements and
 * a batch of due ones goes to the learning record store. Several server processes may run it at
 * once (the claim skips statements another process holds). Returns a stop function.
 */
export function startXapiOutbox(db: Db, site: XapiSite, lrs: Lrs, log: FastifyBaseLogger, everyMs = 5000) {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await enqueueNew(db, site);
      // Drain what is due, a batch at a time, while the store takes them.
      for (let i = 0; i < 20 && !stopped; i++) {
        const r = await sendDue(db, lrs);
        if (r.failed) log.warn({ failed: r.failed }, 'xAPI: the learning record store refused or did not answer; will retry');
        if (!r.sent) break;
      }
    } catch (err) {
      log.error({ err }, 'xAPI outbox tick failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
