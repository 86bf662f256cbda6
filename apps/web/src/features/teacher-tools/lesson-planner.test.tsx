import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProseMirrorNode, Standard } from '@lectern/domain';
import { makeQueryClient } from '../../lib/query-client.js';
import { axeViolations } from '../../test/axe.js';
import { toHtml, toText } from './lesson-plan-doc.js';
import { planKey } from './lesson-plan-store.js';
import { TeacherTools } from './teacher-tools.js';

const standards: Standard[] = [
  { id: 11, code: 'RI.7.1', name: 'Cite evidence', description: 'Cite several pieces of textual evidence.' },
  { id: 12, code: 'RI.7.2', name: 'Central idea', description: 'Determine two or more central ideas.' },
  { id: 13, code: 'RI.7.3', name: 'Interactions', description: 'Analyze the interactions between individuals.' },
  { id: 14, code: 'RI.7.4', name: 'Word meaning', description: 'Determine the meaning of words and phrases.' },
];
const plan: ProseMirrorNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Lesson plan: Volcanoes <b>' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Objective: ', marks: [{ type: 'bold' }] },
        { type: 'text', text: 'explain islands.' },
      ],
    },
    {
      type: 'orderedList',
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Warm-up (5 min)' }] }] }],
    },
  ],
};

interface Call {
  path: string;
  body: unknown;
  signal: AbortSignal | undefined;
}
/** The API for the planner: answers each call with `answer`, and a pending call rejects when aborted, as fetch does. */
function stubFetch(answer: (call: Call) => Promise<Response> | Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const call = {
        path: String(input),
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        signal: init.signal ?? undefined,
      };
      calls.push(call);
      return new Promise<Response>((resolve, reject) => {
        call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        void Promise.resolve(answer(call)).then(resolve, reject);
      });
    }),
  );
  return calls;
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPlanner() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <TeacherTools contentId="7" levelId={70} planner={{ userUniqueId: 'u-1', standards }} />
    </QueryClientProvider>,
  );
}
const objective = () => screen.getByRole('textbox', { name: 'Learning objective' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create lesson plan' }));
function chooseStandards(...codes: string[]) {
  fireEvent.click(screen.getByRole('button', { name: 'Apply standards' }));
  const dialog = screen.getByRole('dialog', { name: 'Apply standards' });
  for (const code of codes) fireEvent.click(within(dialog).getByRole('checkbox', { name: new RegExp(code.replace('.', '\\.')) }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
}

const scrolled: Element[] = [];
beforeEach(() => {
  localStorage.clear();
  scrolled.length = 0;
  // The dialog reads <meta> tags through CSS.escape, which jsdom lacks; names here need no escaping.
  vi.stubGlobal('CSS', { escape: (value: string) => value });
  // jsdom lays nothing out; the planner's scrolling is recorded instead.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the lesson planner (TOOLS-09 … TOOLS-29)', () => {
  it('TOOLS-09 TOOLS-10 TOOLS-12 the planner tab, marked New, is selected when offered; its form has the objective, Apply standards, the toggles off and 60 minutes', async () => {
    const { container } = renderPlanner();
    const tab = screen.getByRole('tab', { name: /Lesson planner/ });
    expect(tab.textContent).toBe('Lesson plannerNew');
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(objective().getAttribute('maxlength')).toBe('500');
    expect(screen.getByRole('button', { name: 'Apply standards' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Project idea' }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Support for multilingual learners' }).checked).toBe(false);
    const time = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Allotted time (optional)' });
    expect([...time.options].map((o) => o.value)).toEqual(['30', '45', '60', '90']);
    expect(time.value).toBe('60');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('TOOLS-09 without the flag there is no planner tab', () => {
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <TeacherTools contentId="7" levelId={70} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('tab', { name: /Lesson planner/ })).toBeNull();
  });

  it('TOOLS-11 the additional assessment questions toggle shows for lessons of 45 minutes or more', () => {
    renderPlanner();
    expect(screen.getByRole('switch', { name: 'Additional assessment questions' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Allotted time (optional)' }), { target: { value: '30' } });
    expect(screen.queryByRole('switch', { name: 'Additional assessment questions' })).toBeNull();
  });

  it('TOOLS-13 TOOLS-14 TOOLS-16 TOOLS-17 TOOLS-18 TOOLS-19 every error verbatim with the banner, re-validated while typing, the objective focused; nothing sent', () => {
    const calls = stubFetch(() => json(500, {}));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPlanner();
    submit();
    expect(screen.getByRole('alert').textContent).toBe('You must include a learning objective and at least one standard.');
    expect(screen.getByText('You must include a learning objective')).toBeTruthy();
    expect(screen.getByText('You must include a standard')).toBeTruthy();
    expect(document.activeElement).toBe(objective());
    expect(scrolled).toEqual([objective()]);
    expect(objective().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(objective(), { target: { value: '  short   ' } });
    expect(screen.getByText('Learning objective is too short (minimum 10 characters)')).toBeTruthy();
    fireEvent.change(objective(), { target: { value: 'Explain how volcanoes build islands.' } });
    expect(screen.queryByText(/Learning objective is/)).toBeNull();
    expect(screen.getByText('You must include a standard')).toBeTruthy();
    // The objective is fine now: the standards take focus.
    submit();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Apply standards' }));
    chooseStandards('RI.7.1', 'RI.7.2', 'RI.7.3', 'RI.7.4');
    expect(screen.getByText('You can only include up to 3 standards')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('You must include a learning objective and at least one standard.');
    chooseStandards('RI.7.4');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it('TOOLS-15 an objective over 500 characters (pasted past the limit) is refused with its text', () => {
    renderPlanner();
    submit();
    fireEvent.change(objective(), { target: { value: 'x'.repeat(501) } });
    expect(screen.getByText('Learning objective is too long (maximum 500 characters)')).toBeTruthy();
  });

  it('TOOLS-20 TOOLS-21 TOOLS-22 API-33 sends the fields, shows "Preparing your lesson plan"; Cancel aborts the request and returns to the form', async () => {
    const calls = stubFetch(() => new Promise<Response>(() => {}));
    renderPlanner();
    fireEvent.change(objective(), { target: { value: '  Explain how volcanoes build islands.  ' } });
    chooseStandards('RI.7.2');
    fireEvent.click(screen.getByRole('switch', { name: 'Project idea' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Allotted time (optional)' }), { target: { value: '45' } });
    submit();
    expect(screen.getByRole('status').textContent).toContain('Preparing your lesson plan');
    await waitFor(() => expect(calls.length).toBe(1));
    expect(calls[0]!.path).toBe('/seti/generate-lesson-plan/?format=prosemirror');
    expect(calls[0]!.body).toEqual({
      article_story_content_id: 7,
      standard_content_ids: [12],
      learning_objective: 'Explain how volcanoes build islands.',
      allotted_time: 45,
      project_ideas: true,
      support_of_multilingual_learners: false,
      additional_assessment_questions: false,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(objective()).toBeTruthy();
    expect((objective() as HTMLTextAreaElement).value).toBe('  Explain how volcanoes build islands.  ');
    // Aborted, not retried.
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.length).toBe(1);
  });

  it('TOOLS-23 TOOLS-25 a failure is logged and shows "Oh no! Something went wrong." with Try again, back to the form', async () => {
    const calls = stubFetch(() => json(403, { error: { code: 'forbidden', message: 'No.' } }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPlanner();
    fireEvent.change(objective(), { target: { value: 'Explain how volcanoes build islands.' } });
    chooseStandards('RI.7.1');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Oh no! Something went wrong.');
    expect(error).toHaveBeenCalled();
    expect(calls.length).toBe(1); // a refusal is not retried
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(objective()).toBeTruthy();
  });

  it('API-33 a server failure is retried three times before the error view', async () => {
    const calls = stubFetch(() => json(503, {}));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPlanner();
    fireEvent.change(objective(), { target: { value: 'Explain how volcanoes build islands.' } });
    chooseStandards('RI.7.1');
    submit();
    await screen.findByText('Oh no! Something went wrong.');
    expect(calls.length).toBe(4);
  });

  it('TOOLS-24 TOOLS-27 TOOLS-28 the plan is shown and kept per user and article; Copy puts rich and plain text on the clipboard and says "Copied"', async () => {
    stubFetch(() => json(200, { prosemirror_document: plan }));
    const written: ClipboardItem[] = [];
    class FakeItem {
      constructor(readonly items: Record<string, Blob>) {}
    }
    vi.stubGlobal('ClipboardItem', FakeItem);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        write: (items: ClipboardItem[]) => (written.push(...items), Promise.resolve()),
        writeText: () => Promise.resolve(),
      },
    });
    const { container } = renderPlanner();
    fireEvent.change(objective(), { target: { value: 'Explain how volcanoes build islands.' } });
    chooseStandards('RI.7.1');
    submit();
    expect(await screen.findByRole('heading', { name: 'Your lesson plan' })).toBeTruthy();
    for (const name of ['Edit lesson', 'Copy to clipboard', 'Download as PDF', 'New Lesson'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    // Text, never markup.
    expect(screen.getByRole('heading', { name: 'Lesson plan: Volcanoes <b>' })).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    expect(JSON.parse(localStorage.getItem(planKey('u-1', '7'))!).document).toEqual(plan);
    fireEvent.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    const item = written[0] as unknown as FakeItem;
    expect(await item.items['text/html']!.text()).toBe(toHtml(plan));
    expect(await item.items['text/plain']!.text()).toContain('1. Warm-up (5 min)');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('TOOLS-28 a kept plan is shown again; TOOLS-25 New Lesson clears it and empties the form', async () => {
    localStorage.setItem(planKey('u-1', '7'), JSON.stringify({ version: 1, document: plan, savedAt: '2026-11-27T00:00:00Z' }));
    renderPlanner();
    expect(await screen.findByRole('heading', { name: 'Your lesson plan' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New Lesson' }));
    expect((objective() as HTMLTextAreaElement).value).toBe('');
    expect(localStorage.getItem(planKey('u-1', '7'))).toBeNull();
  });

  it('TOOLS-28 another teacher or another article does not see the plan; corrupt storage is cleared, not a crash', async () => {
    localStorage.setItem(planKey('u-2', '7'), JSON.stringify({ version: 1, document: plan, savedAt: 'x' }));
    localStorage.setItem(planKey('u-1', '7'), '{"version":1,"document":');
    renderPlanner();
    await act(() => Promise.resolve());
    expect(objective()).toBeTruthy();
    expect(localStorage.getItem(planKey('u-1', '7'))).toBeNull();
    expect(localStorage.getItem(planKey('u-2', '7'))).not.toBeNull();
    cleanup();
    localStorage.setItem(planKey('u-1', '7'), JSON.stringify({ version: 1, document: { type: 42 }, savedAt: 'x' }));
    renderPlanner();
    await act(() => Promise.resolve());
    expect(objective()).toBeTruthy();
    expect(localStorage.getItem(planKey('u-1', '7'))).toBeNull();
  });

  it('TOOLS-29 a missing PDF is logged and shown as a failure', async () => {
    localStorage.setItem(planKey('u-1', '7'), JSON.stringify({ version: 1, document: plan, savedAt: 'x' }));
    const calls = stubFetch(() => json(404, { error: { code: 'not_found', message: 'Not found.' } }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPlanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Download as PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The PDF could not be made. Please try again.');
    expect(calls[0]!.path).toBe('/seti/lesson-plan-pdf/');
    expect(calls[0]!.body).toEqual({ article_story_content_id: 7, prosemirror_document: plan });
    expect(error).toHaveBeenCalledWith('The lesson plan PDF is missing', expect.anything());
  });

  it('copy and HTML escape what the plan says', () => {
    expect(toHtml(plan)).toBe(
      '<h1>Lesson plan: Volcanoes &lt;b&gt;</h1><p><strong>Objective: </strong>explain islands.</p><ol><li><p>Warm-up (5 min)</p></li></ol>',
    );
    expect(toText(plan)).toBe('Lesson plan: Volcanoes <b>\n\nObjective: explain islands.\n\n1. Warm-up (5 min)');
  });
});
