import type { Annotation } from '@lectern/domain';
import type { FoundAnnotation } from './annotations.repository.js';

/** A stored annotation or reply in the API's shape (ANNOT-05). */
export function presentAnnotation(row: FoundAnnotation, replyCount: number, anyReplies: boolean): Annotation {
  return {
    id: row.id,
    pen_name: row.pen_name,
    text: row.text,
    user: { id: row.user_id, first_name: row.first_name, last_name: row.last_name },
    date_shared: row.date_shared ? row.date_shared.toISOString() : null,
    start: row.start_block,
    startoffset: row.start_offset,
    end: row.end_block,
    endoffset: row.end_offset,
    category: row.category,
    in_response_to: row.in_response_to === null ? null : { id: row.in_response_to },
    article_id: String(row.content_id),
    article_level_id: row.article_level_id,
    hasReplies: anyReplies || replyCount > 0,
    reply_count: replyCount,
    quote: { exact: row.quote_exact, prefix: row.quote_prefix, suffix: row.quote_suffix },
    position: { start: row.position_start, end: row.position_end },
    date_created: row.created_at.toISOString(),
    date_modified: row.updated_at.toISOString(),
    thread_student_id: row.thread_student_id,
  };
}
