import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useCallback, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READING_MODES_OFF, setReadingMode, type ReadingMode, type ReadingModes } from '@lectern/domain';
import { useParagraphNumbersAction } from '../features/content/paragraph-numbers.js';
import { ListenToggle } from '../features/read-aloud/listen.js';
import { axeViolations } from '../test/axe.js';
import { renderInApp } from '../test/render.js';
import { MenuButton, type MenuEntry } from '../ui/menu-button.js';
import { useRovingToolbar } from '../ui/use-roving-toolbar.js';

afterEach(cleanup);

/** The article toolbar as the route composes it: Listen, paragraph numbers, a text-size menu, Cite. */
function Toolbar({ onSize = () => undefined, translate = false }: { onSize?: (size: string) => void; translate?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useRovingToolbar(ref);
  const [modes, setModes] = useState<ReadingModes>({ ...READING_MODES_OFF, translate });
  const setMode = useCallback((mode: ReadingMode, on: boolean) => setModes((m) => setReadingMode(m, mode, on)), []);
  const numbers = useParagraphNumbersAction(true, modes.paragraphNumbers, (on) => setMode('paragraphNumbers', on));
  const [size, setSize] = useState('medium');
  const sizes: MenuEntry[] = ['Small', 'Medium', 'Large', 'Extra large'].map((label) => ({
    id: label,
    label,
    radio: true,
    checked: size === label.toLowerCase(),
    onSelect: () => {
      setSize(label.toLowerCase());
      onSize(label);
    },
  }));
  const items: MenuEntry[] = [
    ...sizes,
    {
      id: 'font',
      label: 'Font',
      items: [{ id: 'std', label: 'Standard', radio: true, checked: true, onSelect: () => undefined }],
    },
  ];
  return (
    <main>
      <div role="toolbar" aria-label="Article actions" ref={ref}>
        <ListenToggle on={modes.readAloud} onChange={(on) => setMode('readAloud', on)} />
        {numbers.render()}
        <MenuButton label="Text size" trigger="Aa" items={items} />
        <button type="button">Cite</button>
      </div>
      <button type="button" role="switch" aria-checked={modes.translate} onClick={() => setMode('translate', !modes.translate)}>
        Translate
      </button>
    </main>
  );
}

const tabStops = () => [...document.querySelectorAll('button')].filter((b) => b.getAttribute('tabindex') !== '-1');
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

describe('the article toolbar (TOOLBAR-01, TOOLBAR-02, TOOLBAR-06)', () => {
  it('TOOLBAR-01: is one Tab stop; arrows, Home and End move between its controls, wrapping', () => {
    renderInApp(<Toolbar />);
    const listen = screen.getByRole('button', { name: 'Listen' });
    const numbers = screen.getByRole('button', { name: 'Paragraph numbers' });
    const size = screen.getByRole('button', { name: 'Text size' });
    const cite = screen.getByRole('button', { name: 'Cite' });
    // Inside the toolbar only Listen is a Tab stop (Translate outside it keeps its own).
    expect(tabStops().map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual(['Listen', 'Translate']);
    listen.focus();
    press('ArrowRight');
    expect(document.activeElement).toBe(numbers);
    expect(numbers.getAttribute('tabindex')).toBe('0');
    expect(listen.getAttribute('tabindex')).toBe('-1');
    press('End');
    expect(document.activeElement).toBe(cite);
    press('ArrowRight');
    expect(document.activeElement).toBe(listen);
    press('ArrowLeft');
    expect(document.activeElement).toBe(cite);
    press('Home');
    expect(document.activeElement).toBe(listen);
    press('ArrowRight');
    press('ArrowRight');
    expect(document.activeElement).toBe(size);
  });

  it('TOOLBAR-02: a menu with a sub-menu works by keyboard, and its arrows stay in the menu', async () => {
    const onSize = vi.fn();
    renderInApp(<Toolbar onSize={onSize} />);
    const trigger = screen.getByRole('button', { name: 'Text size' });
    trigger.focus();
    press('ArrowDown');
    const menu = screen.getByRole('menu', { name: 'Text size' });
    // Opens on the checked choice.
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Medium' }));
    expect(screen.getByRole('menuitemradio', { name: 'Medium' }).getAttribute('aria-checked')).toBe('true');
    press('End');
    const font = screen.getByRole('menuitem', { name: 'Font' });
    expect(document.activeElement).toBe(font);
    expect(font.getAttribute('aria-expanded')).toBe('false');
    press('ArrowRight');
    expect(font.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Font' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Standard' }));
    expect(await axeViolations(document.body)).toEqual([]);
    press('ArrowLeft');
    expect(screen.queryByRole('menu', { name: 'Font' })).toBeNull();
    expect(document.activeElement).toBe(font);
    // ArrowLeft in the top menu is the menu's, not the toolbar's: focus stays in the menu.
    press('ArrowUp');
    press('ArrowUp');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Large' }));
    fireEvent.click(document.activeElement!);
    expect(onSize).toHaveBeenCalledWith('Large');
    expect(menu.isConnected).toBe(false);
    expect(document.activeElement).toBe(trigger);
    press('ArrowDown');
    expect(screen.getByRole('menuitemradio', { name: 'Large' }).getAttribute('aria-checked')).toBe('true');
    press('Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('TOOLBAR-06: read aloud on turns paragraph numbers (and translate) off', () => {
    renderInApp(<Toolbar translate />);
    const numbers = screen.getByRole('button', { name: 'Paragraph numbers' });
    const translate = screen.getByRole('switch', { name: 'Translate' });
    expect(translate.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(numbers);
    expect(numbers.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    expect(screen.getByRole('button', { name: 'Listen' }).getAttribute('aria-pressed')).toBe('true');
    expect(numbers.getAttribute('aria-pressed')).toBe('false');
    expect(translate.getAttribute('aria-checked')).toBe('false');
  });

  it('TOOLBAR-06: translate on turns paragraph numbers off; numbers on leaves read aloud on', () => {
    renderInApp(<Toolbar />);
    const numbers = screen.getByRole('button', { name: 'Paragraph numbers' });
    fireEvent.click(numbers);
    fireEvent.click(screen.getByRole('switch', { name: 'Translate' }));
    expect(numbers.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    fireEvent.click(numbers);
    expect(numbers.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Listen' }).getAttribute('aria-pressed')).toBe('true');
  });
});
