import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseSaveBody, WriteResponse } from '@lectern/domain';
import { draftStorageKey, useResponseDraft, type ResponseTarget } from './use-response-draft.js';

const KEY = draftStorageKey('u-5', '900', 'c-7');
const TARGET: ResponseTarget = {
  article_id: '900',
  classroom_id: '8d3c1f9e-2b7a-4c1e-9f0a-1b2c3d4e5f60',
  prompt_content_id: 31,
  assignment_ids: [],
};

/** A response as the API stores it. */
function stored(text: string, revision: number, overrides: Partial<WriteResponse> = {}): WriteResponse {
  return {
    id: 70,
    article_id: '900',
    classroom_id: TARGET.classroom_id,
    prompt_content_id: 31,
    prompt_text: 'Why do tide pools matter?',
    assignment_ids: [],
    text,
    revision,
    date_completed: null,
    date_modified: new Date().toISOString(),
    student: { id: 5, first_name: 'Ana', last_name: 'Okoro' },
    review: null,
    ...overrides,
  };
}

type Reply = { status: number; body?: unknown } | 'network';
interface Sent {
  path: string;
  body: ResponseSaveBody;
}

/** Stands in for the API: every save is recorded and answered by `reply` (which may wait). */
function fakeApi(reply: (body: ResponseSaveBody, n: number) => Reply | Promise<Reply>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const body = JSON.parse(init.body as string) as ResponseSaveBody;
      sent.push({ path, body });
      const r = await reply(body, sent.length);
      if (r === 'network') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(r.body ?? {}), { status: r.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

/** Answers every save as stored, one revision later. */
const storesEverything = (body: ResponseSaveBody): Reply => ({
  status: body.id ? 200 : 201,
  body: stored(body.text, body.base_revision + 1, body.date_completed ? { date_completed: body.date_completed } : {}),
});

function Harness({ initial = null }: { initial?: WriteResponse | null }) {
  const draft = useResponseDraft({ storageKey: KEY, initial, target: TARGET });
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <label htmlFor="response">Response</label>
      <textarea id="response" value={draft.text} onChange={(e) => draft.setText(e.target.value)} />
      <p role="status">{draft.state.kind}</p>
      {draft.restored && <p>restored</p>}
      <button type="button" onClick={() => void draft.submit().then((o) => setOutcome(o.ok ? 'submitted' : o.reason))}>
        Submit
      </button>
      <p data-testid="outcome">{outcome}</p>
    </>
  );
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Response'), { target: { value: text } });
/** Moves the clock on, then lets the answers that are due arrive. */
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
const status = () => screen.getByRole('status').textContent;

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the response autosave (WRITE-19, WRITE-20)', () => {
  it('WRITE-19 saves a draft 2,000 ms after the last key press, once, without a completion date', async () => {
    const sent = fakeApi(storesEverything);
    render(<Harness />);
    type('Sea');
    await wait(1500);
    type('Sea stars');
    await wait(1999);
    expect(sent).toHaveLength(0);
    await wait(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/api/v2/constructedresponseanswer/');
    expect(sent[0]!.body).toEqual({ ...TARGET, text: 'Sea stars', base_revision: 0 });
    expect(status()).toBe('saved');
    // The next save continues the stored response, from the revision the server acknowledged.
    type('Sea stars cling.');
    await wait(2000);
    expect(sent[1]!.path).toBe('/api/v2/constructedresponseanswer/70/');
    expect(sent[1]!.body).toMatchObject({ id: 70, text: 'Sea stars cling.', base_revision: 1 });
  });

  it('WRITE-20 sends nothing while both the stored and the typed text are empty', async () => {
    const sent = fakeApi(storesEverything);
    render(<Harness />);
    type('   ');
    await wait(5000);
    type('');
    await wait(5000);
    expect(sent).toHaveLength(0);
    expect(status()).toBe('idle');
  });

  it('WRITE-19 keeps one save in flight: what is typed meanwhile goes next, based on the revision the first one got', async () => {
    let release!: (r: Reply) => void;
    const sent = fakeApi((body, n) => (n === 1 ? new Promise<Reply>((r) => (release = r)) : storesEverything(body)));
    render(<Harness initial={stored('Tide', 4)} />);
    type('Tide pools');
    await wait(2000);
    expect(status()).toBe('saving');
    type('Tide pools fill at high tide.');
    await wait(2000);
    type('Tide pools fill at high tide. Crabs hide.');
    await wait(2000);
    expect(sent).toHaveLength(1);
    release({ status: 200, body: stored('Tide pools', 5) });
    await wait(0);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toMatchObject({ id: 70, text: 'Tide pools fill at high tide. Crabs hide.', base_revision: 5 });
    await wait(0);
    expect(status()).toBe('saved');
  });

  it('WRITE-19 a stale refusal takes the server’s revision and sends what was typed here again', async () => {
    const sent = fakeApi((body, n) =>
      n === 1
        ? {
            status: 409,
            body: {
              error: { code: 'stale_draft', message: 'A newer draft is saved.', current: stored('From the other tab', 9) },
            },
          }
        : storesEverything(body),
    );
    render(<Harness initial={stored('Tide', 4)} />);
    type('Tide pools are small worlds.');
    await wait(2000);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body.base_revision).toBe(4);
    expect(sent[1]!.body).toMatchObject({ text: 'Tide pools are small worlds.', base_revision: 9 });
    expect(screen.getByLabelText<HTMLTextAreaElement>('Response').value).toBe('Tide pools are small worlds.');
    expect(status()).toBe('saved');
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('WRITE-19 offline: says it is not saved, keeps the text on the device, tries again after 1, 2, 4 s and at once when back online', async () => {
    let online = false;
    const sent = fakeApi((body) => (online ? storesEverything(body) : 'network'));
    render(<Harness />);
    type('Written on the bus');
    await wait(2000);
    expect(sent).toHaveLength(1);
    expect(status()).toBe('retrying');
    expect(JSON.parse(window.localStorage.getItem(KEY)!)).toMatchObject({ text: 'Written on the bus', id: null, base: 0 });
    await wait(1000);
    expect(sent).toHaveLength(2);
    await wait(1999);
    expect(sent).toHaveLength(2);
    await wait(1);
    expect(sent).toHaveLength(3);
    // Back online: the browser says so, and the save goes at once.
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sent).toHaveLength(4);
    expect(status()).toBe('saved');
    // Acknowledged: the device copy is no longer needed.
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('WRITE-19 restores the text this device kept when it is newer than the server’s, and saves it', async () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ text: 'Tide pools, and the words I typed offline', id: 70, base: 4, at: new Date().toISOString() }),
    );
    const sent = fakeApi(storesEverything);
    render(<Harness initial={stored('Tide pools', 4, { date_modified: new Date(Date.now() - 3_600_000).toISOString() })} />);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Response').value).toBe('Tide pools, and the words I typed offline');
    expect(screen.getByText('restored')).toBeTruthy();
    await wait(0);
    expect(sent[0]!.body).toMatchObject({ id: 70, text: 'Tide pools, and the words I typed offline', base_revision: 4 });
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('WRITE-19 leaves an older device copy behind when the server’s draft moved on', () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ text: 'An old start', id: 70, base: 2, at: new Date(Date.now() - 86_400_000).toISOString() }),
    );
    fakeApi(storesEverything);
    render(<Harness initial={stored('A newer draft from the laptop', 6)} />);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Response').value).toBe('A newer draft from the laptop');
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('WRITE-14 Submit sends the text on screen with its completion date at once (no wait for the pause), once', async () => {
    const sent = fakeApi(storesEverything);
    render(<Harness initial={stored('Draft', 2)} />);
    type('My final answer.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await wait(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ id: 70, text: 'My final answer.', base_revision: 2 });
    expect(sent[0]!.body.date_completed).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(screen.getByTestId('outcome').textContent).toBe('submitted');
    await wait(5000);
    expect(sent).toHaveLength(1);
  });

  it('WRITE-19 over 20,000 characters nothing is sent and the draft stays on the device', async () => {
    const sent = fakeApi(storesEverything);
    render(<Harness />);
    type('a'.repeat(20_001));
    await wait(3000);
    expect(sent).toHaveLength(0);
    expect(status()).toBe('tooLong');
    expect(JSON.parse(window.localStorage.getItem(KEY)!).text).toHaveLength(20_001);
  });
});
