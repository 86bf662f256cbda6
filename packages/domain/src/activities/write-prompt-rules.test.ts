import { describe, expect, it } from 'vitest';
import {
  algorithmOutputToPrompts,
  canSavePrompt,
  classCompleted,
  decideSave,
  generatePrompts,
  mayRespondAgain,
  nextPromptIndex,
  promptsToAlgorithmOutput,
  responseStatus,
  shouldAutosave,
} from './write-prompt-rules.js';

const level = {
  title: 'Volcanoes build islands',
  body: [
    { kind: 'paragraph', text: 'Hot lava pours out of the ocean floor. When it cools, it turns into new rock.' },
    { kind: 'heading', text: 'How an island grows' },
    {
      kind: 'paragraph',
      text: 'Scientists believe the islands grew because the same hot spot kept erupting for millions of years.',
    },
    { kind: 'heading', text: 'Living on a volcano' },
    { kind: 'paragraph', text: 'People who live there should always have a plan for leaving quickly.' },
  ],
  keyTerms: ['lava', 'hot spot'],
};

describe('generated write prompts (WRITE-07, WRITE-08, API-26)', () => {
  it('WRITE-08 are made from the level’s own title, claims, key terms and sections', () => {
    const prompts = generatePrompts(level);
    expect(prompts[0]).toContain('“Volcanoes build islands”');
    expect(
      prompts.some((p) =>
        p.includes('“Scientists believe the islands grew because the same hot spot kept erupting for millions of years.”'),
      ),
    ).toBe(true);
    expect(prompts.some((p) => p.includes('“lava”') && p.includes('“hot spot”'))).toBe(true);
    expect(prompts.some((p) => p.includes('“How an island grows”') && p.includes('“Living on a volcano”'))).toBe(true);
    expect(prompts.some((p) => p.includes('should always have a plan'))).toBe(true);
    expect(generatePrompts(level)).toEqual(prompts);
  });

  it('WRITE-08 another level gives other prompts, and a bare title still gives some', () => {
    const other = generatePrompts({
      title: 'Bees dance',
      body: [{ kind: 'paragraph', text: 'A bee dances.' }],
      keyTerms: ['waggle'],
    });
    expect(other.join(' ')).toContain('Bees dance');
    expect(other.join(' ')).not.toContain('Volcanoes');
    expect(other.some((p) => p.includes('“waggle”'))).toBe(true);
    expect(generatePrompts({ title: 'Only a title', body: [], keyTerms: [] }).length).toBeGreaterThan(0);
  });

  it('WRITE-08 algorithm_output is one prompt per line led by "* ", and reads back the same', () => {
    const prompts = generatePrompts(level);
    const output = promptsToAlgorithmOutput(prompts);
    expect(output.split('\n').every((line) => line.startsWith('* '))).toBe(true);
    expect(algorithmOutputToPrompts(output)).toEqual(prompts);
    expect(algorithmOutputToPrompts('* One\r\n\n*  Two\nThree')).toEqual(['One', 'Two', 'Three']);
  });

  it('WRITE-08 the prompt written with the level in the corpus leads', () => {
    const prompts = generatePrompts({ ...level, authored: '  Explain how islands grow.  ' });
    expect(prompts[0]).toBe('Explain how islands grow.');
    expect(prompts.slice(1)).toEqual(generatePrompts(level));
  });

  it('WRITE-10 Refresh moves to the next prompt and wraps around at the end', () => {
    expect(nextPromptIndex(0, 3)).toBe(1);
    expect(nextPromptIndex(2, 3)).toBe(0);
    expect(nextPromptIndex(0, 0)).toBe(0);
  });

  it('WRITE-06 a prompt is saved only when non-empty and changed', () => {
    expect(canSavePrompt('', 'Old')).toBe(false);
    expect(canSavePrompt('   ', 'Old')).toBe(false);
    expect(canSavePrompt('Old ', 'Old')).toBe(false);
    expect(canSavePrompt('New', 'Old')).toBe(true);
  });
});

describe('responses (WRITE-12, WRITE-13, WRITE-16, WRITE-20)', () => {
  const draft = { date_completed: null, review: null };
  const submitted = { date_completed: '2026-11-25T10:00:00Z', review: null };
  const scored = { ...submitted, review: { score: 3, date_revision_requested: null } };
  const feedbackOnly = { ...submitted, review: { score: null, date_revision_requested: null } };
  const revise = { ...submitted, review: { score: 2, date_revision_requested: '2026-11-25T11:00:00Z' } };

  it('WRITE-12 a response is a draft, submitted or reviewed', () => {
    expect(responseStatus(draft)).toBe('draft');
    expect(responseStatus(submitted)).toBe('submitted');
    expect(responseStatus(scored)).toBe('reviewed');
  });

  it('WRITE-13 a class is completed when its latest response is submitted without a revision request', () => {
    expect(classCompleted(undefined)).toBe(false);
    expect(classCompleted(draft)).toBe(false);
    expect(classCompleted(submitted)).toBe(true);
    expect(classCompleted(scored)).toBe(true);
    expect(classCompleted(revise)).toBe(false);
  });

  it('WRITE-16 a review without a score, or asking for a revision, lets the student write again', () => {
    expect(mayRespondAgain(feedbackOnly)).toBe(true);
    expect(mayRespondAgain(revise)).toBe(true);
    expect(mayRespondAgain(scored)).toBe(false);
    expect(mayRespondAgain(submitted)).toBe(false);
  });

  it('WRITE-20 nothing is autosaved when both the stored and the typed text are empty', () => {
    expect(shouldAutosave('', '')).toBe(false);
    expect(shouldAutosave(' ', '\n')).toBe(false);
    expect(shouldAutosave('', 'a')).toBe(true);
    expect(shouldAutosave('a', '')).toBe(true);
  });
});

describe('revision-checked saves (WRITE-19)', () => {
  const stored = { revision: 4, text: 'Lava cools', submitted: false };

  it('stores a save made from the stored revision', () => {
    expect(decideSave(stored, { base: 4, text: 'Lava cools into rock', submit: false })).toEqual({ kind: 'store' });
  });

  it('refuses a late save made from an older revision, so it cannot overwrite newer text', () => {
    expect(decideSave(stored, { base: 3, text: 'Lava', submit: false })).toEqual({ kind: 'stale' });
  });

  it('answers a retry of the stored text as stored, whatever its base', () => {
    expect(decideSave(stored, { base: 3, text: 'Lava cools', submit: false })).toEqual({ kind: 'same' });
    expect(decideSave(stored, { base: 3, text: 'Lava cools', submit: true })).toEqual({ kind: 'store' });
  });

  it('takes nothing after the submission but the same submission again', () => {
    const done = { ...stored, submitted: true };
    expect(decideSave(done, { base: 4, text: 'Lava cools!', submit: false })).toEqual({ kind: 'submitted' });
    expect(decideSave(done, { base: 5, text: 'Lava cools', submit: true })).toEqual({ kind: 'same' });
    expect(decideSave(done, { base: 5, text: 'Other', submit: true })).toEqual({ kind: 'submitted' });
  });
});
