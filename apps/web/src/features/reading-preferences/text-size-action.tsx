/**
 * "Text size" on the article toolbar (TOOLBAR-01, TOOLBAR-03, TOOLBAR-04): four sizes, and with
 * them the line spacing and a readable font, kept on the server for the reader so they follow a
 * student to any device. The article's first HTML already has them (the page prefetches them), so
 * the text does not jump when the page hydrates.
 */
import {
  LINE_SPACINGS,
  READING_FONTS,
  READING_PREFERENCES_DEFAULT,
  READING_TEXT as T,
  TEXT_SIZES,
  type ReadingPreferences,
} from '@lectern/domain';
import { MenuButton, type MenuEntry } from '../../ui/menu-button.js';
import { iconButtonClass } from '../../ui/plain-button.js';
import { useToast } from '../../ui/toast.js';
import { useChangeReadingPreferences, useReadingPreferences } from './api.js';
import './reading-preferences.css';

/** The article's data attributes for these preferences (reading-preferences.css turns them into its text's properties). */
export const readingAttributes = (p: ReadingPreferences): Record<`data-${string}`, string> => ({
  'data-text-size': p.text_size,
  'data-line-spacing': p.line_spacing,
  'data-reading-font': p.font,
});

/**
 * The action for the toolbar: the reader's preferences as article attributes, the "Text size"
 * menu (with `className`, to fold it away on narrower screens) and the same choices as a sub-menu
 * for the toolbar's collapsed menu. `offered` is TOOLBAR-03's rule (flag on, not a poem); when it
 * is off, the text keeps the page's own settings.
 */
export function useTextSizeAction(offered: boolean) {
  const toast = useToast();
  const prefs = useReadingPreferences(offered).data ?? READING_PREFERENCES_DEFAULT;
  const change = useChangeReadingPreferences(() => toast(T.saveFailed, 'error'));
  const choose = (c: Partial<ReadingPreferences>) => change.mutate(c);

  const choices: MenuEntry[] = [
    ...TEXT_SIZES.map((size) => ({
      id: `size-${size}`,
      label: T.sizes[size],
      radio: true,
      checked: prefs.text_size === size,
      onSelect: () => choose({ text_size: size }),
    })),
    {
      id: 'line-spacing',
      label: T.lineSpacing,
      items: LINE_SPACINGS.map((spacing) => ({
        id: `spacing-${spacing}`,
        label: T.spacings[spacing],
        radio: true,
        checked: prefs.line_spacing === spacing,
        onSelect: () => choose({ line_spacing: spacing }),
      })),
    },
    {
      id: 'font',
      label: T.font,
      items: READING_FONTS.map((font) => ({
        id: `font-${font}`,
        label: T.fonts[font],
        radio: true,
        checked: prefs.font === font,
        onSelect: () => choose({ font }),
      })),
    },
  ];

  return {
    attributes: offered ? readingAttributes(prefs) : undefined,
    menuEntries: offered ? [{ id: 'text-size', label: T.textSize, items: choices }] : [],
    render: (className?: string) =>
      offered && (
        <span className={className}>
          <MenuButton label={T.textSize} className={iconButtonClass()} trigger={<TextSizeIcon />} items={choices} />
        </span>
      ),
  };
}

function TextSizeIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M9.6 5h2.1l5.2 14h-2.3l-1.4-3.9H7.1L5.7 19H3.5L9.6 5Zm-1.8 8.2h4.5L10.6 7.6h-.1L7.8 13.2Z" />
      <path d="M18.4 9.5h1.5l3 9.5h-1.6l-.7-2.3h-3l-.7 2.3h-1.5l3-9.5Zm-.4 5.9h2.2l-1.1-3.7-1.1 3.7Z" />
    </svg>
  );
}
