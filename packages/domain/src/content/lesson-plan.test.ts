import { describe, expect, it } from 'vitest';
import {
  LESSON_PLAN_TEXT as T,
  LessonPlanRequest,
  lessonPlanBanner,
  lessonPlanErrors,
  lessonPlanPayload,
  mayRequestLessonPlan,
  type LessonPlanForm,
} from './lesson-plan.js';

const form = (over: Partial<LessonPlanForm> = {}): LessonPlanForm => ({
  contentId: '7',
  learningObjective: 'Explain how hot spots build island chains.',
  allottedTime: 60,
  includeProjectIdea: false,
  includeMultilingualLearners: false,
  includeAssessmentQuestions: false,
  selectedStandards: [3],
  ...over,
});

describe('lesson planner form rules', () => {
  it('TOOLS-13 an objective is required', () => {
    expect(lessonPlanErrors(form({ learningObjective: '   ' })).learningObjective).toBe('You must include a learning objective');
  });
  it('TOOLS-14 a trimmed objective under 10 characters is too short; 10 is enough', () => {
    expect(lessonPlanErrors(form({ learningObjective: '  Volcanoes  ' })).learningObjective).toBe(
      'Learning objective is too short (minimum 10 characters)',
    );
    expect(lessonPlanErrors(form({ learningObjective: '  Volcanoes! ' })).learningObjective).toBeUndefined();
  });
  it('TOOLS-15 an objective over 500 characters is too long; 500 is allowed', () => {
    expect(lessonPlanErrors(form({ learningObjective: 'a'.repeat(501) })).learningObjective).toBe(
      'Learning objective is too long (maximum 500 characters)',
    );
    expect(lessonPlanErrors(form({ learningObjective: 'a'.repeat(500) })).learningObjective).toBeUndefined();
  });
  it('TOOLS-16 one to three standards', () => {
    expect(lessonPlanErrors(form({ selectedStandards: [] })).selectedStandards).toBe('You must include a standard');
    expect(lessonPlanErrors(form({ selectedStandards: [1, 2, 3, 4] })).selectedStandards).toBe(
      'You can only include up to 3 standards',
    );
    expect(lessonPlanErrors(form({ selectedStandards: [1, 2, 3] }))).toEqual({});
  });
  it('TOOLS-17 the banner shows while any error does', () => {
    expect(lessonPlanBanner(lessonPlanErrors(form({ selectedStandards: [] })))).toBe(
      'You must include a learning objective and at least one standard.',
    );
    expect(lessonPlanBanner(lessonPlanErrors(form()))).toBeNull();
    expect(T.banner).toBe('You must include a learning objective and at least one standard.');
  });
  it('TOOLS-19 the request needs a content id, an objective and a standard', () => {
    expect(mayRequestLessonPlan(form())).toBe(true);
    expect(mayRequestLessonPlan(form({ contentId: '' }))).toBe(false);
    expect(mayRequestLessonPlan(form({ learningObjective: ' ' }))).toBe(false);
    expect(mayRequestLessonPlan(form({ selectedStandards: [] }))).toBe(false);
    expect(T.missingParameter).toBe('A required parameter (contentId, learningObjective, selectedStandards) is missing');
  });
  it('TOOLS-12 TOOLS-20 API-33 the payload carries every field; allotted time is 30, 45, 60 or 90, default 60', () => {
    const payload = lessonPlanPayload(form({ includeProjectIdea: true, allottedTime: 45 }));
    expect(payload).toEqual({
      article_story_content_id: 7,
      standard_content_ids: [3],
      learning_objective: 'Explain how hot spots build island chains.',
      allotted_time: 45,
      project_ideas: true,
      support_of_multilingual_learners: false,
      additional_assessment_questions: false,
    });
    expect(LessonPlanRequest.safeParse({ ...payload, allotted_time: 50 }).success).toBe(false);
    const rest: Partial<typeof payload> = { ...payload };
    delete rest.allotted_time;
    expect(LessonPlanRequest.parse(rest).allotted_time).toBe(60);
  });
});
