/**
 * Kysely's view of the tables. The interfaces are generated from the migrated database into
 * schema.generated.ts (`npm run db:types`); this file only keeps the names the code imports.
 */
import type { DB } from './schema.generated.js';

export type * from './schema.generated.js';

export type Database = DB;

export type {
  Activities as ActivitiesTable,
  ArticleLevels as ArticleLevelsTable,
  AssignmentClassrooms as AssignmentClassroomsTable,
  AssignmentGroups as AssignmentGroupsTable,
  Assignments as AssignmentsTable,
  AssignmentViews as AssignmentViewsTable,
  Classes as ClassesTable,
  ClassGroups as ClassGroupsTable,
  ClassStudents as ClassStudentsTable,
  Contents as ContentsTable,
  ContentStandards as ContentStandardsTable,
  Districts as DistrictsTable,
  EventRecords as EventRecordsTable,
  FeatureOverrides as FeatureOverridesTable,
  GroupMembers as GroupMembersTable,
  KeyTerms as KeyTermsTable,
  ParentLinks as ParentLinksTable,
  PollChoices as PollChoicesTable,
  Polls as PollsTable,
  PollVotes as PollVotesTable,
  PowerWords as PowerWordsTable,
  QuestionFlags as QuestionFlagsTable,
  QuizQuestions as QuizQuestionsTable,
  Schools as SchoolsTable,
  Sessions as SessionsTable,
  Standards as StandardsTable,
  StudentQuizAnswers as StudentQuizAnswersTable,
  StudentQuizzes as StudentQuizzesTable,
  StudentReadingLevels as StudentReadingLevelsTable,
  TokenAwards as TokenAwardsTable,
  Users as UsersTable,
  VisibilityMarkers as VisibilityMarkersTable,
  VocabularyAnswers as VocabularyAnswersTable,
  WritePromptClasses as WritePromptClassesTable,
  WritePrompts as WritePromptsTable,
  WriteResponses as WriteResponsesTable,
} from './schema.generated.js';
