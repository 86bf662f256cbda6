import { describe, expect, it } from 'vitest';
import {
  READING_MODES_OFF,
  ReadingPreferences,
  ReadingPreferencesPatch,
  setReadingMode,
  textSizeOffered,
  type ReadingModes,
} from './reading-tools.js';

const all: ReadingModes = { readAloud: false, translate: true, paragraphNumbers: true };

describe('reading modes (TOOLBAR-06)', () => {
  it('TOOLBAR-06: read aloud on turns translate and paragraph numbers off', () => {
    expect(setReadingMode(all, 'readAloud', true)).toEqual({ readAloud: true, translate: false, paragraphNumbers: false });
  });

  it('TOOLBAR-06: translate on turns paragraph numbers off and leaves read aloud as it is', () => {
    const listening = { ...READING_MODES_OFF, readAloud: true, paragraphNumbers: true };
    expect(setReadingMode(listening, 'translate', true)).toEqual({ readAloud: true, translate: true, paragraphNumbers: false });
  });

  it('TOOLBAR-06: paragraph numbers on turns nothing else off', () => {
    const on = { readAloud: true, translate: true, paragraphNumbers: false };
    expect(setReadingMode(on, 'paragraphNumbers', true)).toEqual({ ...on, paragraphNumbers: true });
  });

  it('TOOLBAR-06: turning a mode off turns only that mode off', () => {
    const on = { readAloud: true, translate: true, paragraphNumbers: true };
    expect(setReadingMode(on, 'readAloud', false)).toEqual({ ...on, readAloud: false });
    expect(setReadingMode(on, 'translate', false)).toEqual({ ...on, translate: false });
  });
});

describe('reading preferences (TOOLBAR-03, TOOLBAR-04)', () => {
  it('TOOLBAR-04: accepts the four text sizes and refuses others', () => {
    for (const size of ['small', 'medium', 'large', 'extra_large'])
      expect(ReadingPreferencesPatch.safeParse({ text_size: size }).success).toBe(true);
    expect(ReadingPreferencesPatch.safeParse({ text_size: 'huge' }).success).toBe(false);
    expect(ReadingPreferencesPatch.safeParse({ text_size: 200 }).success).toBe(false);
  });

  it('TOOLBAR-04: a change names at least one known preference', () => {
    expect(ReadingPreferencesPatch.safeParse({}).success).toBe(false);
    expect(ReadingPreferencesPatch.safeParse({ colour: 'red' }).success).toBe(false);
    expect(ReadingPreferences.safeParse({ text_size: 'large', line_spacing: 'loose', font: 'opendyslexic' }).success).toBe(true);
  });

  it('TOOLBAR-03: text size needs font_size_feature and is not offered for poems', () => {
    expect(textSizeOffered(true, 'information')).toBe(true);
    expect(textSizeOffered(false, 'information')).toBe(false);
    expect(textSizeOffered(true, 'poem')).toBe(false);
  });
});
