import type { TextSet } from '@lectern/domain';
import type { MemberRow, SetRow } from './text-sets.repository.js';

const iso = (d: Date | string) => new Date(d).toISOString();

/** A text set with its members (TOOLBAR-12); the owner's id does not leave the server. */
export function presentTextSet(row: SetRow, members: readonly MemberRow[]): TextSet {
  return {
    id: row.id,
    content_id: row.content_id,
    title: row.title,
    description: row.description,
    date_shared: row.date_shared ? iso(row.date_shared) : null,
    date_created: iso(row.created_at),
    members: members
      .filter((m) => m.text_set_id === row.id)
      .map((m) => ({ content_id: String(m.content_id), story_content_id: String(m.content_id), language: m.language })),
  };
}
