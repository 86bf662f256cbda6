import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeRange, type Annotation, type AnnotationComments, type AnnotationList } from '@lectern/domain';
import { stubApi, type SentRequest, type StubAnswer } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildContent, buildLevel, buildMe, buildStudentMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { setAnnotationState } from './annotation-store.js';
import { AnnotationsPanel } from './annotations-panel.js';

const texts = ['Sea stars cling to the rocks at low tide.', 'Anemones close up when the water leaves them.'];
const level = buildLevel({ body: texts.map((text) => ({ kind: 'paragraph', text })) });
const content = buildContent(level);
const teacher = buildMe();
const student = buildStudentMe({ first_name: 'Maya', last_name: 'Okoro' });

/** An annotation as the API sends it, over "Sea stars" unless given. */
function buildAnnotation(overrides: Partial<Annotation> = {}): Annotation {
  const anchor = describeRange(texts, { start: 0, startoffset: 0, end: 0, endoffset: 9 });
  return {
    id: 40,
    pen_name: 'yellow',
    text: 'Look at their grip.',
    user: { id: teacher.id, first_name: 'Ada', last_name: 'Byron' },
    date_shared: null,
    start: anchor.start,
    startoffset: anchor.startoffset,
    end: anchor.end,
    endoffset: anchor.endoffset,
    category: 'highlight',
    in_response_to: null,
    article_id: '900',
    article_level_id: level.id,
    hasReplies: false,
    reply_count: 0,
    quote: anchor.quote,
    position: anchor.position,
    date_created: '2026-11-20T10:00:00.000Z',
    date_modified: '2026-11-20T10:00:00.000Z',
    thread_student_id: null,
    ...overrides,
  };
}

function api(
  list: Annotation[],
  opts: { canShare?: boolean; comments?: AnnotationComments; write?: (r: SentRequest) => StubAnswer } = {},
) {
  return stubApi((req) => {
    if (req.method === 'GET' && req.path.startsWith('/api/v3/annotations/?'))
      return {
        status: 200,
        body: { article_level_id: level.id, can_share: opts.canShare ?? false, results: list } satisfies AnnotationList,
      };
    if (req.method === 'GET' && req.path.endsWith('/comments/'))
      return { status: 200, body: opts.comments ?? { annotation_id: list[0]?.id ?? 0, threads: [] } };
    if (req.path === '/api/v3/submission-errors/') return { status: 204 };
    return opts.write?.(req);
  });
}

function renderPanel(me = teacher) {
  return renderInApp(
    <>
      <div data-article-text="">
        {texts.map((t, i) => (
          <p key={i} data-block={i}>
            {t}
          </p>
        ))}
      </div>
      <AnnotationsPanel me={me} content={content} level={level} />
    </>,
  );
}

beforeEach(() => {
  setAnnotationState({ draft: null, active: null, fresh: null });
  // The confirmation dialog reads <meta> tags through CSS.escape, which jsdom lacks.
  vi.stubGlobal('CSS', { escape: (value: string) => value });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the annotations panel', () => {
  it('ANNOT-02 ANNOT-03 without annotations it says how to add one, with Learn more about annotations', async () => {
    api([]);
    const { container } = renderPanel();
    expect(await screen.findByText('Highlight part of the article text to add a comment at this Lexile level.')).toBeTruthy();
    fireEvent.click(screen.getByText('Learn more about annotations'));
    expect(screen.getByText(/Teachers can share an annotation with their classes/)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('ANNOT-04 ANNOT-07 ANNOT-18 a draft card: the pens (first is the default), Cancel discards it, Save sends it with its key', async () => {
    const stub = api([], {
      write: (r) => ({ status: 201, body: buildAnnotation({ id: 41, text: (r.body as { text: string }).text }) }),
    });
    renderPanel();
    act(() =>
      setAnnotationState({
        draft: { levelId: level.id, range: { start: 1, startoffset: 0, end: 1, endoffset: 8 }, clientKey: 'k-1' },
      }),
    );
    const draft = await screen.findByRole('form', { name: 'New annotation' });
    const pens = within(draft).getAllByRole('radio');
    expect(pens.map((p) => p.getAttribute('aria-label'))).toEqual([
      'Yellow, solid underline',
      'Green, dotted underline',
      'Blue, dashed underline',
      'Pink, double underline',
    ]);
    expect((pens[0] as HTMLInputElement).checked).toBe(true);
    expect(within(draft).getByText('Anemones')).toBeTruthy();
    fireEvent.click(pens[2]!);
    fireEvent.change(within(draft).getByPlaceholderText('Start typing'), { target: { value: 'They hold water inside.' } });
    fireEvent.click(within(draft).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stub.writes()).toHaveLength(1));
    expect(stub.writes()[0]!.body).toEqual({
      client_key: 'k-1',
      article_level_id: level.id,
      range: { start: 1, startoffset: 0, end: 1, endoffset: 8 },
      pen_name: 'blue',
      text: 'They hold water inside.',
    });

    act(() =>
      setAnnotationState({
        draft: { levelId: level.id, range: { start: 0, startoffset: 0, end: 0, endoffset: 3 }, clientKey: 'k-2' },
      }),
    );
    const second = await screen.findByRole('form', { name: 'New annotation' });
    fireEvent.click(within(second).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New annotation' })).toBeNull());
    expect(stub.writes()).toHaveLength(1);
  });

  it('ANNOT-10 ANNOT-11 ANNOT-08 a saved card opens and is marked; its owner edits it, Cancel goes back', async () => {
    const stub = api([buildAnnotation()], { write: () => ({ status: 200, body: buildAnnotation({ text: 'Edited' }) }) });
    renderPanel();
    act(() => setAnnotationState({ fresh: 40 }));
    const card = await screen.findByRole('article', { name: 'Annotation by You' });
    expect(card.getAttribute('data-fresh')).toBe('true');
    expect(within(card).getByRole('button', { name: 'Collapse' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const area = within(card).getByPlaceholderText('Start typing');
    fireEvent.change(area, { target: { value: 'Changed my mind' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByText('Look at their grip.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(card).getByPlaceholderText('Start typing'), { target: { value: 'Edited' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(stub.writes()[0]).toMatchObject({
        method: 'POST',
        path: '/api/v3/annotations/40/',
        body: { text: 'Edited', pen_name: 'yellow' },
      }),
    );
  });

  it('ANNOT-11 ANNOT-12 ANNOT-13 only the owner has actions; only teachers share; Unshare is disabled once there are replies', async () => {
    api([buildAnnotation({ date_shared: '2026-11-20T10:00:00.000Z', hasReplies: true, reply_count: 2 })], { canShare: true });
    renderPanel();
    const card = await screen.findByRole('article', { name: 'Annotation by You' });
    fireEvent.click(within(card).getByRole('button', { name: 'Expand' }));
    expect(within(card).getByRole<HTMLButtonElement>('button', { name: 'Unshare' }).disabled).toBe(true);
    expect(within(card).getByText(/Shared annotations are visible to the students in your classes/)).toBeTruthy();
    cleanup();

    api([buildAnnotation({ date_shared: '2026-11-20T10:00:00.000Z' })]);
    renderPanel(student);
    const shared = await screen.findByRole('article', { name: 'Annotation by Ada Byron' });
    fireEvent.click(within(shared).getByRole('button', { name: 'Expand' }));
    expect(within(shared).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(shared).queryByRole('button', { name: /Share/ })).toBeNull();
    expect(within(shared).getByText('0 replies')).toBeTruthy();
  });

  it('ANNOT-16 an empty reply says "Enter reply" and is not sent; a reply is sent into the thread', async () => {
    const stub = api([buildAnnotation({ date_shared: '2026-11-20T10:00:00.000Z' })], {
      write: () => ({
        status: 201,
        body: buildAnnotation({ id: 50, category: 'user', text: 'Like glue', thread_student_id: student.id }),
      }),
    });
    const { container } = renderPanel(student);
    const card = await screen.findByRole('article', { name: 'Annotation by Ada Byron' });
    fireEvent.click(within(card).getByRole('button', { name: 'Expand' }));
    fireEvent.click(await within(card).findByRole('button', { name: 'Reply' }));
    expect(within(card).getByRole('alert').textContent).toBe('Enter reply');
    expect(stub.writes()).toHaveLength(0);
    fireEvent.change(within(card).getByPlaceholderText('Start typing'), { target: { value: 'Like glue' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(stub.writes()).toHaveLength(1));
    expect(stub.writes()[0]!.body).toMatchObject({ in_response_to: { id: 40 }, text: 'Like glue' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('ANNOT-14 ANNOT-15 only the last comment has Edit and Delete; Delete asks "Delete your comment?"', async () => {
    const mine = (id: number, text: string) =>
      buildAnnotation({
        id,
        category: 'user',
        text,
        user: { id: student.id, first_name: 'Maya', last_name: 'Okoro' },
        thread_student_id: student.id,
      });
    const stub = api([buildAnnotation({ date_shared: '2026-11-20T10:00:00.000Z', reply_count: 2 })], {
      comments: {
        annotation_id: 40,
        threads: [
          {
            student: { id: student.id, first_name: 'Maya', last_name: 'Okoro' },
            comments: [mine(51, 'First'), mine(52, 'Second')],
          },
        ],
      },
      write: () => ({ status: 204 }),
    });
    renderPanel(student);
    const card = await screen.findByRole('article', { name: 'Annotation by Ada Byron' });
    fireEvent.click(within(card).getByRole('button', { name: 'Expand' }));
    await within(card).findByText('Second');
    expect(within(card).getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    expect(within(card).getByText('Only the last comment can be edited or deleted')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete your comment?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Never mind' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stub.writes()).toHaveLength(0);
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(stub.writes()[0]).toMatchObject({ method: 'DELETE', path: '/api/v3/annotations/52/' }));
  });

  it('ANNOT-17 a save that keeps failing is logged as "Unable to submit annotation" with its context; the text stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stub = api([], { write: () => ({ status: 503, body: { error: { code: 'internal', message: 'Down' } } }) });
    renderPanel(student);
    act(() =>
      setAnnotationState({
        draft: { levelId: level.id, range: { start: 0, startoffset: 0, end: 0, endoffset: 9 }, clientKey: 'k-9' },
      }),
    );
    const draft = await screen.findByRole('form', { name: 'New annotation' });
    fireEvent.change(within(draft).getByPlaceholderText('Start typing'), { target: { value: 'Do not lose me' } });
    fireEvent.click(within(draft).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stub.requests.some((r) => r.path === '/api/v3/submission-errors/')).toBe(true), { timeout: 5000 });
    // Three tries of the same save (one key), then the log.
    expect(
      stub
        .writes()
        .filter((r) => r.path === '/api/v3/annotations/')
        .map((r) => (r.body as { client_key: string }).client_key),
    ).toEqual(['k-9', 'k-9', 'k-9']);
    const logged = stub.requests.find((r) => r.path === '/api/v3/submission-errors/')!.body;
    expect(logged).toMatchObject({
      message: 'Unable to submit annotation',
      content_id: '900',
      level_id: level.id,
      status: 503,
      data: { text: 'Do not lose me' },
    });
    expect(error).toHaveBeenCalledWith('Unable to submit annotation', expect.objectContaining({ level_id: level.id }));
    expect(within(draft).getByPlaceholderText<HTMLTextAreaElement>('Start typing').value).toBe('Do not lose me');
  });
});
