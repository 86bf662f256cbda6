import { describe, expect, it } from 'vitest';
import {
  ContentMembershipBody,
  shortTitle,
  TEXT_SET_TEXT,
  TextSetCreateBody,
  textSetAction,
  toggleMembership,
  type TextSet,
} from './text-set.schema.js';

const set = (id: number, members: string[]): TextSet => ({
  id,
  content_id: `abcdef00000${id}`,
  title: `Set ${id}`,
  description: '',
  date_shared: null,
  date_created: '2026-01-01T00:00:00.000Z',
  members: members.map((m) => ({ content_id: m, story_content_id: m, language: 'en' })),
});

describe('text sets', () => {
  it('TOOLBAR-13 a title longer than 60 characters is shortened to 60 with an ellipsis', () => {
    expect(shortTitle('Weather and climate')).toBe('Weather and climate');
    const sixty = 'a'.repeat(60);
    expect(shortTitle(sixty)).toBe(sixty);
    const long = `${'b'.repeat(59)}cdef`;
    expect(shortTitle(long)).toBe(`${'b'.repeat(59)}…`);
    expect([...shortTitle(long)]).toHaveLength(60);
    // No space is left before the ellipsis, and letters outside the basic plane count as one.
    expect(shortTitle(`${'x'.repeat(58)} yz`)).toBe(`${'x'.repeat(58)}…`);
    expect([...shortTitle('🌋'.repeat(70))]).toHaveLength(60);
  });

  it('TOOLBAR-14 a click toggles the article in or out of that set only', () => {
    const sets = [set(1, ['10']), set(2, [])];
    const out = toggleMembership(sets, 1, { content_id: '10', language: 'en' });
    expect(out.added).toBe(false);
    expect(out.sets[0]!.members).toEqual([]);
    expect(out.sets[1]).toBe(sets[1]);
    const into = toggleMembership(sets, 2, { content_id: '10', language: 'es' });
    expect(into.added).toBe(true);
    expect(into.sets[1]!.members).toEqual([{ content_id: '10', story_content_id: '10', language: 'es' }]);
    expect(into.sets[0]).toBe(sets[0]);
    // The input is left as it was, so a failure can roll back to it.
    expect(sets[1]!.members).toEqual([]);
  });

  it('TOOLBAR-10 TOOLBAR-11 teachers and parents may save, not in preview; disabled for lite users; hidden for students', () => {
    const who = { isStudent: false, isTeacher: false, isParent: false, isLiteUser: false };
    expect(textSetAction({ ...who, isTeacher: true }, false)).toBe('enabled');
    expect(textSetAction({ ...who, isParent: true }, false)).toBe('enabled');
    expect(textSetAction({ ...who, isTeacher: true }, true)).toBe('hidden');
    expect(textSetAction({ ...who, isTeacher: true, isLiteUser: true }, false)).toBe('disabled');
    expect(textSetAction({ ...who, isStudent: true, isLiteUser: true }, false)).toBe('hidden');
    expect(textSetAction({ ...who, isStudent: true }, false)).toBe('hidden');
    expect(textSetAction(who, false)).toBe('hidden');
  });

  it('TOOLBAR-15 TOOLBAR-16 the toasts, word for word', () => {
    expect(TEXT_SET_TEXT.added('Volcanoes')).toBe('Added to Volcanoes');
    expect(TEXT_SET_TEXT.removed('Volcanoes')).toBe('Removed from Volcanoes');
    expect(TEXT_SET_TEXT.failed('Article')).toBe('Article cannot be deleted from text set');
    expect(TEXT_SET_TEXT.failed('Interactive video')).toBe('Interactive video cannot be deleted from text set');
  });

  it('API-38 API-41 the bodies are bounded and strict', () => {
    expect(TextSetCreateBody.parse({ title: '  Storms ', description: 'x', date_shared: null })).toEqual({
      title: 'Storms',
      description: 'x',
      date_shared: null,
    });
    expect(TextSetCreateBody.safeParse({ title: '   ' }).success).toBe(false);
    expect(TextSetCreateBody.safeParse({ title: 'a'.repeat(121) }).success).toBe(false);
    expect(TextSetCreateBody.safeParse({ title: 'a', description: 'd'.repeat(1001) }).success).toBe(false);
    expect(TextSetCreateBody.safeParse({ title: 'a', owner: 3 }).success).toBe(false);
    expect(ContentMembershipBody.safeParse({ container_id: 1, member_id: 2, language: 'fr' }).success).toBe(false);
    expect(ContentMembershipBody.safeParse({ container_id: 0, member_id: 2 }).success).toBe(false);
  });
});
