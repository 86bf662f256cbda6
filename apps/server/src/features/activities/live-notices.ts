import type { NoticeKind } from '@lectern/domain';
import type { Db } from '../../db/database.js';

/**
 * Live notices to the pages reading an assignment (SESSION-07): a feature that changes an
 * assignment says so here; the reading-session sockets (when this server has them) tell the open
 * pages. Keyed by the app's database, so several apps in one process (tests) stay apart.
 */
type Sink = (notice: { assignmentId: number; kind: NoticeKind }) => void;
const sinks = new WeakMap<Db, Sink>();

export function listenForNotices(db: Db, sink: Sink): () => void {
  sinks.set(db, sink);
  return () => {
    if (sinks.get(db) === sink) sinks.delete(db);
  };
}

export function noticeAssignment(db: Db, assignmentId: number, kind: NoticeKind) {
  sinks.get(db)?.({ assignmentId, kind });
}
