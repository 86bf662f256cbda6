import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ARTICLE_FORMATS,
  ARTICLE_FORMAT_LABELS,
  PRINT_LOCKED_TEXT,
  PRINT_OPTIONS,
  type Me,
  type PrintOptionsResponse,
} from '@lectern/domain';
import { stubApi } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildContent, buildLevel, buildMe, buildStudentMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { usePrintAction } from './print-action.js';

const level = buildLevel({ id: 34, title: 'Bees Dance to Share Directions' });
const content = buildContent(level);

/** The toolbar's part as the route composes it. */
function Toolbar({
  me,
  flags = {},
  studentPreview = false,
}: {
  me: Me;
  flags?: Record<string, boolean>;
  studentPreview?: boolean;
}) {
  const print = usePrintAction();
  return <div>{print.render({ me, content, level, flags, studentPreview })}</div>;
}

const teacherOptions: PrintOptionsResponse = {
  level_id: 34,
  locked: false,
  message: null,
  answers: true,
  formats: ARTICLE_FORMATS.map((value) => ({ value, label: ARTICLE_FORMAT_LABELS[value] })),
  options: [PRINT_OPTIONS.power_words, PRINT_OPTIONS.power_words_answers, PRINT_OPTIONS.eco_mode],
};
const studentOptions: PrintOptionsResponse = {
  ...teacherOptions,
  answers: false,
  formats: [{ value: 'article_only', label: 'Article' }],
  options: [PRINT_OPTIONS.eco_mode],
};

const api = (body: PrintOptionsResponse) =>
  stubApi((req) => (req.path === '/api/v3/print-options/?level_id=34' ? { status: 200, body } : undefined));

beforeAll(() => import('./print-options-modal.js'), 20_000);
beforeEach(() => vi.stubGlobal('CSS', { escape: (value: string) => value }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Print', { timeout: 20_000 }, () => {
  it('PRINT-01 PRINT-03 PRINT-09 a teacher’s Print opens "Print Options": the formats, the switches, Ink-Saving Mode; Print opens the PDF', async () => {
    api(teacherOptions);
    renderInApp(<Toolbar me={buildMe()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print Options' });
    const formats = await within(dialog).findByRole('group', { name: 'What to print' });
    expect(within(formats).getAllByRole('radio')).toHaveLength(6);
    expect(within(formats).getByRole('radio', { name: 'Article' })).toHaveProperty('checked', true);
    const eco = within(dialog).getByRole('checkbox', {
      name: 'Ink-Saving Mode: Save ink and paper by excluding images and consolidating text with activities.',
    });
    const link = () => within(dialog).getByRole('link', { name: 'Print' });
    expect(link().getAttribute('href')).toBe('/content/34/print/?format=pdf&content=article_only');
    fireEvent.click(within(formats).getByRole('radio', { name: 'Article, quiz and answers' }));
    fireEvent.click(eco);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Power Words answers' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Power Words' })).toHaveProperty('checked', true);
    expect(link().getAttribute('href')).toBe(
      '/content/34/print/?format=pdf&content=article_quiz_and_answers&eco_mode=true&power_words_answers=true',
    );
    expect(link().getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByText('This copy includes the answers: keep it for yourself.')).toBeTruthy();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('PRINT-01 PRINT-02 a student gets a dropdown with what they may print, no modal', async () => {
    const stub = api(studentOptions);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { container } = renderInApp(<Toolbar me={buildStudentMe()} />);
    const button = screen.getByRole('button', { name: 'Print' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.pointerEnter(button);
    await waitFor(() => expect(stub.requests.map((r) => r.path)).toEqual(['/api/v3/print-options/?level_id=34']));
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Print' });
    const item = await within(menu).findByRole('menuitem', { name: 'Print article' });
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(item);
    expect(open).toHaveBeenCalledWith('/content/34/print/?format=pdf&content=article_only', '_blank', 'noopener');
  });

  it('PRINT-02 a teacher in "View as student" gets the student’s dropdown: Article only', async () => {
    api(teacherOptions);
    renderInApp(<Toolbar me={buildMe()} studentPreview />);
    const button = screen.getByRole('button', { name: 'Print' });
    fireEvent.pointerEnter(button);
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Print' });
    await within(menu).findByRole('menuitem', { name: 'Print article' });
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(1);
  });

  it('PRINT-01 with print_modal off a teacher gets the dropdown too', async () => {
    api(teacherOptions);
    renderInApp(<Toolbar me={buildMe()} flags={{ print_modal: false }} />);
    expect(screen.getByRole('button', { name: 'Print' }).getAttribute('aria-haspopup')).toBe('menu');
  });

  it('PRINT-07 a lite account’s Print says why printing is locked', async () => {
    api({ ...teacherOptions, locked: true, message: PRINT_LOCKED_TEXT, formats: [], options: [] });
    renderInApp(<Toolbar me={buildMe({ isLiteUser: true, canPrintPremiumContent: false })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print Options' });
    expect(await within(dialog).findByText(PRINT_LOCKED_TEXT)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Request school access' }).getAttribute('href')).toBe('/solutions');
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(await axeViolations(dialog)).toEqual([]);
  });
});
