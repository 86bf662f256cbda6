import { describe, expect, it } from 'vitest';
import {
  activeCueIndex,
  contentHref,
  formatDurationLong,
  formatDurationShort,
  presentModeChoices,
  quizDueBetween,
  quizPlayerRules,
  VideoFile,
  VideoQuizSubmissionQuery,
  videoAssignmentCreateHref,
  videoFlagsProblem,
  videoOnlyConfig,
  videoRulesOf,
} from '../index.js';

describe('video durations (VIDEO-02)', () => {
  it('VIDEO-02 the video view shows m:ss', () => {
    expect(formatDurationShort(0)).toBe('0:00');
    expect(formatDurationShort(9)).toBe('0:09');
    expect(formatDurationShort(104)).toBe('1:44');
    expect(formatDurationShort(599.6)).toBe('10:00');
    expect(formatDurationShort(3725)).toBe('62:05');
  });

  it('VIDEO-02 the lesson page shows hh:mm:ss, with hours only over an hour', () => {
    expect(formatDurationLong(104)).toBe('01:44');
    expect(formatDurationLong(3599)).toBe('59:59');
    expect(formatDurationLong(3600)).toBe('01:00:00');
    expect(formatDurationLong(3725)).toBe('01:02:05');
  });
});

describe('video rules', () => {
  it('VIDEO-29 the video-only toggle sets its three flags together', () => {
    expect(videoOnlyConfig(true)).toEqual({
      hide_generation_genius_discussion_answers: true,
      hide_generation_genius_vocab_definitions: true,
      show_generation_genius_video_only: true,
    });
    expect(Object.values(videoOnlyConfig(false))).toEqual([false, false, false]);
  });

  it('VIDEO-29 video only goes with both answer kinds hidden, and the flags belong to videos only', () => {
    expect(videoFlagsProblem(videoOnlyConfig(true), true)).toBeNull();
    expect(videoFlagsProblem(videoOnlyConfig(false), false)).toBeNull();
    expect(videoFlagsProblem({ hide_generation_genius_vocab_definitions: true }, true)).toBeNull();
    expect(videoFlagsProblem({ ...videoOnlyConfig(true), hide_generation_genius_discussion_answers: false }, true)).toMatch(
      /Video only/,
    );
    expect(videoFlagsProblem({ hide_generation_genius_vocab_definitions: true }, false)).toMatch(/videos only/);
  });

  it('VIDEO-30 VIDEO-31 a student given a video twice gets the strictest of the rules', () => {
    expect(videoRulesOf([])).toEqual({ hideAnswers: false, hideDefinitions: false, videoOnly: false });
    expect(videoRulesOf([videoOnlyConfig(false), { hide_generation_genius_discussion_answers: true }, {}])).toEqual({
      hideAnswers: true,
      hideDefinitions: false,
      videoOnly: false,
    });
    expect(videoRulesOf([{}, videoOnlyConfig(true)])).toEqual({ hideAnswers: true, hideDefinitions: true, videoOnly: true });
  });

  it('VIDEO-05 showCorrectAnswers is off for students and parents; quizReadOnly is on for everyone but students', () => {
    expect(quizPlayerRules({ isStudent: true, isParent: false })).toEqual({ showCorrectAnswers: false, quizReadOnly: false });
    expect(quizPlayerRules({ isStudent: false, isParent: true })).toEqual({ showCorrectAnswers: false, quizReadOnly: true });
    expect(quizPlayerRules({ isStudent: false, isParent: false })).toEqual({ showCorrectAnswers: true, quizReadOnly: true });
  });

  it('VIDEO-03 present mode needs the flag; with questions it offers a choice, without it starts directly', () => {
    expect(presentModeChoices(false, 3)).toBe('none');
    expect(presentModeChoices(true, 3)).toBe('choose');
    expect(presentModeChoices(true, 0)).toBe('direct');
  });

  it('VIDEO-09 the interactive video assignment link names the content twice and where to return', () => {
    expect(videoAssignmentCreateHref('12', '/video/12')).toBe(
      '/assignments/create?contentIds=12&createdFrom=12&return_url=%2Fvideo%2F12',
    );
  });

  it('PLAT-06 a card opens the page of its kind', () => {
    expect(contentHref('ARTICLE', '3')).toBe('/view/3');
    expect(contentHref('INTERACTIVE_VIDEO', '4')).toBe('/video/4');
    expect(contentHref('GENERATION_GENIUS_VIDEO', '5')).toBe('/video-lesson?contentId=5');
  });

  it('VIDEO-01 the transcript line playing is the last one started', () => {
    const cues = [
      { start: 0, end: 3, text: 'a' },
      { start: 3, end: 6, text: 'b' },
    ];
    expect(activeCueIndex(cues, 0)).toBe(0);
    expect(activeCueIndex(cues, 2.9)).toBe(0);
    expect(activeCueIndex(cues, 3)).toBe(1);
    expect(activeCueIndex([{ start: 1, end: 2, text: 'x' }], 0.5)).toBe(-1);
  });

  it('VIDEO-03 playback stops at a question it passes, not at one answered, and not on a seek over it', () => {
    const qs = [
      { id: 'q1', time_seconds: 10 },
      { id: 'q2', time_seconds: 20 },
    ];
    expect(quizDueBetween(qs, 9.8, 10.05, new Set())?.id).toBe('q1');
    expect(quizDueBetween(qs, 9.8, 10.05, new Set(['q1']))).toBeUndefined();
    expect(quizDueBetween(qs, 5, 25, new Set())).toBeUndefined();
    expect(quizDueBetween(qs, 19.9, 20.1, new Set())?.id).toBe('q2');
  });
});

describe('video schemas', () => {
  it('API-36 takes comma-separated ids, refuses anything else', () => {
    expect(VideoQuizSubmissionQuery.parse({ interactive_video_ids: '4,5,4', submitted_by_users: '9' })).toEqual({
      interactive_video_ids: [4, 5],
      submitted_by_users: [9],
    });
    expect(VideoQuizSubmissionQuery.safeParse({ interactive_video_ids: '4;5', submitted_by_users: '9' }).success).toBe(false);
    expect(VideoQuizSubmissionQuery.safeParse({ interactive_video_ids: '', submitted_by_users: '9' }).success).toBe(false);
  });

  it('PLAT-06 a video file needs exactly one correct answer per question, and questions only on interactive videos', () => {
    const base = {
      slug: 'x-y',
      content_type: 'INTERACTIVE_VIDEO',
      subject: 'SCIENCE',
      title: 'T',
      author: 'A',
      published: '2026-01-02',
      teaser: 'T',
      maturity_range: { min: 2, max: 4 },
      length_in_seconds: 10,
      is_premium: false,
      is_lite: false,
      wistia_id: 'abcd1234',
      thumbnail_alt: '',
      media: { sources: [{ file: 'video.mp4', type: 'video/mp4' }], captions: [], thumbnail: 'thumbnail.jpg' },
      raw_text: { type: 'doc', content: [] },
      transcript: [{ start: 0, end: 1, text: 'Hi' }],
      vocabulary: [],
      discussion_questions: [],
      standards: [],
      pdfs: [],
      quiz_annotations: [
        {
          id: 'q1',
          time_seconds: 3,
          question: 'Q?',
          answers: [
            { id: 'a', text: 'A', is_correct: true },
            { id: 'b', text: 'B', is_correct: false },
          ],
        },
      ],
    };
    expect(VideoFile.safeParse(base).success).toBe(true);
    const twoRight = structuredClone(base);
    twoRight.quiz_annotations[0]!.answers[1]!.is_correct = true;
    expect(VideoFile.safeParse(twoRight).success).toBe(false);
    expect(VideoFile.safeParse({ ...base, content_type: 'GENERATION_GENIUS_VIDEO' }).success).toBe(false);
    expect(VideoFile.safeParse({ ...base, media: { ...base.media, thumbnail: '../x.jpg' } }).success).toBe(false);
  });
});
