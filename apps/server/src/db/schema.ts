import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables in migrations/. Keep in step with the SQL. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface DistrictsTable {
  id: Generated<number>;
  name: string;
}
export interface SchoolsTable {
  id: Generated<number>;
  name: string;
  district_id: number | null;
}
export interface UsersTable {
  id: Generated<number>;
  unique_id: Generated<string>;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: 'teacher' | 'student' | 'parent' | 'principal' | 'district_admin' | 'staff';
  grade_level: number | null;
  school_id: number | null;
  district_id: number | null;
  is_lite: Generated<boolean>;
  lite_grant_expires_at: Timestamp | null;
  is_authorized: Generated<boolean>;
  has_ela_license: Generated<boolean>;
  can_view_power_words: Generated<boolean>;
  created_by: number | null;
  created_at: Generated<Timestamp>;
}
export interface ParentLinksTable {
  parent_id: number;
  student_id: number;
}
export interface SessionsTable {
  id_hash: string;
  user_id: number;
  impersonator_id: number | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
}
export interface FeatureOverridesTable {
  scope: 'user' | 'school';
  scope_id: number;
  name: string;
  enabled: boolean;
  updated_by: number | null;
  updated_at: Generated<Timestamp>;
}
export interface ClassesTable {
  id: Generated<number>;
  unique_id: Generated<string>;
  teacher_id: number;
  name: string;
  grade_levels: number[];
  join_code: string | null;
  created_at: Generated<Timestamp>;
}
export interface ClassStudentsTable {
  class_id: number;
  student_id: number;
  joined_at: Generated<Timestamp>;
}
export interface ClassGroupsTable {
  id: Generated<number>;
  unique_id: Generated<string>;
  class_id: number;
  name: string;
  created_at: Generated<Timestamp>;
}
export interface GroupMembersTable {
  group_id: number;
  student_id: number;
}
export interface EventRecordsTable {
  id: Generated<string>;
  user_id: number | null;
  event_name: string;
  data: ColumnType<unknown, string, string>;
  created_at: Generated<Timestamp>;
}

type Json<T> = ColumnType<T, string, string>;

export interface ContentsTable {
  id: Generated<number>;
  content_type: Generated<'ARTICLE'>;
  slug: string;
  subject: 'ELA' | 'SCIENCE' | 'SOCIAL_STUDIES' | 'MATH';
  article_type: string;
  title: string;
  teaser: string;
  provider: string;
  published_at: Timestamp;
  is_premium: boolean;
  is_lite: boolean;
  lite_grant_expires_at: Timestamp | null;
  content_warning: string | null;
  decodable: boolean;
  quiz_omission_reason: 'QUIZ_COMING_SOON' | 'INTENTIONALLY_OMITTED' | null;
  search_indexing: boolean;
  image_url: string;
  image_alt: string;
  search_document: Generated<string>;
  created_at: Generated<Timestamp>;
}
export interface ArticleLevelsTable {
  id: Generated<number>;
  content_id: number;
  language: string;
  grade: number;
  raw_lexile: number;
  lexile: number;
  is_original_level: boolean;
  title: string;
  short_title: string;
  teaser: string;
  slug: string;
  byline: string;
  author: string;
  word_count: number;
  /** numeric comes back from pg as a string. */
  readability_grade: ColumnType<string | null, number | null, number | null>;
  body: Json<{ kind: 'heading' | 'paragraph'; text: string }[]>;
  write_prompt: string | null;
  position: number;
}
export interface StandardsTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
}
export interface ContentStandardsTable {
  content_id: number;
  standard_id: number;
  position: number;
}
export interface VisibilityMarkersTable {
  id: Generated<number>;
  content_id: number;
  reason: 'DISTRICT_ADVISORY' | 'SCHOOL_ADVISORY';
  district_id: number | null;
  school_id: number | null;
  grade_minimum: number;
  grade_maximum: number;
  message: string;
  learn_more_url: string;
  block_teacher_view: boolean;
}
export interface ActivitiesTable {
  id: Generated<number>;
  content_id: number;
  activity_type: 'QUIZ' | 'POWER_WORDS_ACTIVITY' | 'WRITE_PROMPT';
  name: string;
}
export interface QuizQuestionsTable {
  id: Generated<number>;
  activity_id: number;
  article_level_id: number;
  position: number;
  question: string;
  options: Json<string[]>;
  correct_index: number;
  standard_id: number | null;
  reading_skill: string;
}
export interface PowerWordsTable {
  id: Generated<number>;
  activity_id: number;
  article_level_id: number;
  position: number;
  headword: string;
  definition: string;
  questions: Json<{ question: string; options: string[]; correct: number }[]>;
}
export interface KeyTermsTable {
  id: Generated<number>;
  article_level_id: number;
  position: number;
  term: string;
  definition: string;
}
export interface StudentReadingLevelsTable {
  user_id: number;
  override_grade_level: number | null;
  language: Generated<string>;
  updated_by: number | null;
  updated_at: Generated<Timestamp>;
}

export interface AssignmentsTable {
  id: Generated<number>;
  content_id: string | null;
  story_content_id: number;
  language: Generated<string>;
  title: string;
  instructions: Generated<string>;
  is_draft: Generated<boolean>;
  date_goes_live: Timestamp | null;
  date_due: Timestamp | null;
  default_reading_level: number | null;
  grade_level_lock: number | null;
  is_reading_level_locked: Generated<boolean>;
  version: Generated<string>;
  copied_from_assignment: number | null;
  assignment_config: Json<Record<string, boolean>>;
  activity_members: Json<string[]>;
  activity_element_selections: Json<Record<string, Record<string, number[]>>>;
  district_advisory_override: Generated<boolean>;
  content_settings_override: Json<Record<string, unknown> | null> | null;
  created_by: number;
  /** Timestamp already makes the value optional on insert (the database default). */
  date_created: Timestamp;
  date_modified: Timestamp;
}
export interface AssignmentClassroomsTable {
  assignment_id: number;
  class_id: number;
  date_assigned: Timestamp | null;
}
export interface AssignmentGroupsTable {
  assignment_id: number;
  group_id: number;
  date_assigned: Timestamp | null;
}
export interface AssignmentViewsTable {
  assignment_id: number;
  student_id: number;
  first_viewed_at: Generated<Timestamp>;
  last_viewed_at: Generated<Timestamp>;
}

export interface StudentQuizzesTable {
  id: Generated<number>;
  student_id: number;
  activity_id: number;
  content_id: number;
  article_level_id: number;
  grade_band: number;
  assignment_ids: ColumnType<number[], number[] | undefined, number[]>;
  date_started: Timestamp;
  date_completed: Timestamp;
  correct_count: number;
  question_count: number;
  tokens_earned: Generated<number>;
  hide_answers: Generated<boolean>;
  date_created: Timestamp;
}
export interface StudentQuizAnswersTable {
  student_quiz_id: number;
  quiz_question_id: number;
  value: number;
  correct_answer: number;
  is_correct: boolean;
  date_answered: Timestamp;
}
export interface VocabularyAnswersTable {
  id: Generated<number>;
  student_id: number;
  power_word_id: number;
  question_index: number;
  content_id: number;
  article_level_id: number;
  choice_id: number;
  correct_choice_id: number;
  is_correct: boolean;
  date_answered: Timestamp;
  date_created: Timestamp;
}
export interface TokenAwardsTable {
  student_id: number;
  activity_id: number;
  content_id: number;
  interaction: 'QUIZ' | 'POWER_WORDS_ACTIVITY';
  tokens: number;
  is_done: Generated<boolean>;
  date_done: Timestamp | null;
  date_modified: Timestamp;
}
export interface QuestionFlagsTable {
  id: Generated<number>;
  activity_id: number;
  quiz_question_id: number;
  message: string;
  reported_by: number;
  date_created: Timestamp;
}
export interface Database {
  districts: DistrictsTable;
  schools: SchoolsTable;
  users: UsersTable;
  parent_links: ParentLinksTable;
  sessions: SessionsTable;
  feature_overrides: FeatureOverridesTable;
  classes: ClassesTable;
  class_students: ClassStudentsTable;
  class_groups: ClassGroupsTable;
  group_members: GroupMembersTable;
  event_records: EventRecordsTable;
  contents: ContentsTable;
  article_levels: ArticleLevelsTable;
  standards: StandardsTable;
  content_standards: ContentStandardsTable;
  visibility_markers: VisibilityMarkersTable;
  activities: ActivitiesTable;
  quiz_questions: QuizQuestionsTable;
  power_words: PowerWordsTable;
  key_terms: KeyTermsTable;
  student_reading_levels: StudentReadingLevelsTable;
  assignments: AssignmentsTable;
  assignment_classrooms: AssignmentClassroomsTable;
  assignment_groups: AssignmentGroupsTable;
  assignment_views: AssignmentViewsTable;
  student_quizzes: StudentQuizzesTable;
  student_quiz_answers: StudentQuizAnswersTable;
  vocabulary_answers: VocabularyAnswersTable;
  token_awards: TokenAwardsTable;
  question_flags: QuestionFlagsTable;
}
