import { z } from 'zod';

/**
 * The article toolbar's reading modes and reading preferences (TOOLBAR-01 … TOOLBAR-06, TOOLBAR-09).
 *
 * Modes are toggles that last as long as the page: read aloud, translate mode and paragraph
 * numbers (TOOLBAR-06). Preferences (text size, line spacing, a readable font) are the reader's own
 * and kept on the server, so they follow a student to any device.
 */

export type ReadingMode = 'readAloud' | 'translate' | 'paragraphNumbers';
export type ReadingModes = Readonly<Record<ReadingMode, boolean>>;

export const READING_MODES_OFF: ReadingModes = { readAloud: false, translate: false, paragraphNumbers: false };

/**
 * TOOLBAR-06: turning one mode on or off, with the modes it turns off. Read aloud on turns translate
 * and paragraph numbers off; translate on turns paragraph numbers off. Nothing else changes (turning
 * paragraph numbers on leaves read aloud and translate as they are, as the spec states no more).
 */
export function setReadingMode(modes: ReadingModes, mode: ReadingMode, on: boolean): ReadingModes {
  const next = { ...modes, [mode]: on };
  if (on && mode === 'readAloud') return { ...next, translate: false, paragraphNumbers: false };
  if (on && mode === 'translate') return { ...next, paragraphNumbers: false };
  return next;
}

/** TOOLBAR-04 (open: the spec does not show the keys): four sizes, from the page's usual one up. */
export const TEXT_SIZES = ['small', 'medium', 'large', 'extra_large'] as const;
export const LINE_SPACINGS = ['normal', 'relaxed', 'loose'] as const;
export const READING_FONTS = ['standard', 'atkinson_hyperlegible', 'opendyslexic'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export type LineSpacing = (typeof LINE_SPACINGS)[number];
export type ReadingFont = (typeof READING_FONTS)[number];

/** What a reader sees each option called, in the toolbar and its menus. */
export const READING_TEXT = {
  textSize: 'Text size',
  lineSpacing: 'Line spacing',
  font: 'Font',
  paragraphNumbers: 'Paragraph numbers',
  paragraphLabel: (n: number) => `Paragraph ${n}`,
  sizes: { small: 'Small', medium: 'Medium', large: 'Large', extra_large: 'Extra large' },
  spacings: { normal: 'Normal', relaxed: 'Relaxed', loose: 'Loose' },
  fonts: { standard: 'Standard', atkinson_hyperlegible: 'Atkinson Hyperlegible', opendyslexic: 'OpenDyslexic' },
  saveFailed: 'Your reading settings could not be saved. They apply on this page only.',
  previewBanner: 'Preview mode',
  previewClose: 'Close window',
} as const satisfies Record<string, unknown>;

/** A reader's reading preferences; a reader who never chose has the defaults. */
export const ReadingPreferences = z
  .object({
    text_size: z.enum(TEXT_SIZES),
    line_spacing: z.enum(LINE_SPACINGS),
    font: z.enum(READING_FONTS),
  })
  .strict();
export type ReadingPreferences = z.infer<typeof ReadingPreferences>;

export const READING_PREFERENCES_DEFAULT: ReadingPreferences = {
  text_size: 'medium',
  line_spacing: 'normal',
  font: 'standard',
};

/** `PATCH /api/v3/reading-preferences/`: any of the three, at least one. */
export const ReadingPreferencesPatch = ReadingPreferences.partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'Send at least one of text_size, line_spacing and font.');
export type ReadingPreferencesPatch = z.infer<typeof ReadingPreferencesPatch>;

/** TOOLBAR-03: text size (and the reading preferences with it) needs font_size_feature, and is not for poems. */
export const textSizeOffered = (flagOn: boolean, articleType: string) => flagOn && articleType !== 'poem';
