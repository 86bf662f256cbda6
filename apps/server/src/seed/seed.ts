import type { DatabaseHandle } from '../db/database.js';
import { forgetArticles } from '../features/activities/article-cache.js';
import { loadVideos, readVideos } from '../features/videos/videos.seed.js';
import { DEFAULT_CONTENT_DIR, loadCorpus } from './corpus.js';
import { seedDemo } from './demo.js';
import { seedDemoActivity } from './demo-activity.js';

/** Tables emptied by a reset, children first. */
const RESET_TABLES = [
  'question_flags',
  'token_awards',
  'vocabulary_answers',
  'student_quiz_answers',
  'student_quizzes',
  'assignment_views',
  'assignment_groups',
  'assignment_classrooms',
  'assignments',
  'student_reading_levels',
  'key_terms',
  'power_words',
  'quiz_questions',
  'activities',
  'visibility_markers',
  'content_standards',
  'standards',
  'article_levels',
  'contents',
  'event_records',
  'group_members',
  'class_groups',
  'class_students',
  'classes',
  'feature_overrides',
  'sessions',
  'parent_links',
  'users',
  'schools',
  'districts',
];

export async function isEmpty(handle: DatabaseHandle) {
  const row = await handle.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

async function hasContent(handle: DatabaseHandle) {
  return (await handle.db.selectFrom('contents').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Seeds what is missing: demo accounts (only when `demo`) into an empty accounts table, then the
 * content corpus into an empty content table (after the accounts, so demo advisories find their
 * district and school). With `reset`, empties everything first. True when accounts were seeded.
 */
export async function seed(handle: DatabaseHandle, opts: { demo: boolean; reset?: boolean; corpus?: boolean }) {
  if (opts.reset) await handle.exec(`TRUNCATE ${RESET_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  const accounts = await isEmpty(handle);
  if (accounts && opts.demo) await seedDemo(handle.db);
  if (opts.corpus !== false && !(await hasContent(handle))) {
    await loadCorpus(handle.db);
    forgetArticles(handle.db);
  }
  // Videos (PLAT-06) are added by slug, so a database seeded before a video existed gets it too.
  if (opts.corpus !== false) await loadVideos(handle.db, readVideos(DEFAULT_CONTENT_DIR));
  // Demo student work needs both the demo accounts and the corpus.
  if (accounts && opts.demo) await seedDemoActivity(handle.db);
  return accounts;
}
