import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Assignment } from '@lectern/domain';
import { stubApi, type SentRequest, type StubAnswer } from '../../test/api-stub.js';
import { buildClassroom, buildMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { VideoAssignmentBuilder } from './video-builder.js';

const classroom = buildClassroom();

const saved: StubAnswer = { status: 201, body: { data: { assignment_id: 7, title: 'x' } as Assignment } };

function renderVideoBuilder(assignment: Assignment | null = null, onSave: StubAnswer = saved) {
  const sent: SentRequest[] = [];
  stubApi((req) => {
    if (req.method === 'POST' || req.method === 'PUT') {
      sent.push(req);
      return onSave;
    }
    if (req.path === '/api/v2/classrooms/') return { status: 200, body: { results: [classroom] } };
    return undefined;
  });
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderInApp(
    <VideoAssignmentBuilder
      me={buildMe()}
      storyId="18"
      videoTitle="The Water Cycle"
      assignment={assignment}
      here="/video-lesson?contentId=18"
      isOpen
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { sent, onSaved, onClose };
}

const published = {
  assignment_id: 4,
  content_id: 'a1b2c3d4e5f6',
  title: 'Tens',
  instructions: '',
  is_draft: false,
  date_goes_live: null,
  date_due: null,
  copied_from_assignment: null,
  assignment_config: { show_generation_genius_video_only: true },
  assignment_classrooms: [{ classroom_id: classroom.id }],
  assignment_groups: [],
} as unknown as Assignment;

beforeEach(() => {
  vi.stubGlobal('CSS', { escape: (value: string) => value });
});
afterEach(() => cleanup());

describe('the video assignment modal', () => {
  it('VIDEO-24 creating: its title, the Activity panel settings and the footer in order', () => {
    renderVideoBuilder();
    const dialog = screen.getByRole('dialog', { name: 'Create your assignment' });
    expect(within(dialog).getByRole('group', { name: 'Activity panel settings' })).toBeTruthy();
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => ['Cancel', 'Save draft', 'Create assignment'].includes(t ?? ''));
    expect(buttons).toEqual(['Cancel', 'Save draft', 'Create assignment']);
  });

  it('VIDEO-24 editing: "Assignment settings", "Save changes", no Save draft', () => {
    renderVideoBuilder(published);
    const dialog = screen.getByRole('dialog', { name: 'Assignment settings' });
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('ASSIGN-14 VIDEO-24 a saved draft is still being created: "Create your assignment", with Save draft', () => {
    renderVideoBuilder({ ...published, is_draft: true, content_id: null });
    const dialog = screen.getByRole('dialog', { name: 'Create your assignment' });
    expect(within(dialog).getByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Create assignment' })).toBeTruthy();
  });

  it('VIDEO-28 a failed creation shows the creation failure toast and the server’s reason; the modal stays open', async () => {
    const { sent, onSaved, onClose } = renderVideoBuilder(null, {
      status: 503,
      body: { error: { code: 'unavailable', message: 'The service is busy. Please try again.' } },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: classroom.name }));
    fireEvent.click(screen.getByRole('button', { name: 'Create assignment' }));
    await waitFor(() => expect(screen.getByText('Assignment creation failed, please try again.')).toBeTruthy());
    expect(screen.getByText('The service is busy. Please try again.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Create your assignment' })).toBeTruthy();
  });

  it('VIDEO-28 a failed draft save and a failed edit show the draft and the save failure toasts', async () => {
    const failed: StubAnswer = { status: 500, body: { error: { code: 'internal', message: 'Something went wrong.' } } };
    renderVideoBuilder(null, failed);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByText('Draft save failed, please try again')).toBeTruthy());
    cleanup();
    renderVideoBuilder(published, failed);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByText('Assignment save failed, please try again.')).toBeTruthy());
    expect(screen.getByRole('dialog', { name: 'Assignment settings' })).toBeTruthy();
  });

  it('VIDEO-29 video only turns the answer toggles off and inert, and saves the three flags together', async () => {
    const { sent } = renderVideoBuilder();
    const answers = screen.getByRole<HTMLInputElement>('switch', { name: 'Show discussion question answers' });
    const definitions = screen.getByRole<HTMLInputElement>('switch', { name: 'Show vocabulary definitions' });
    fireEvent.click(definitions);
    expect(definitions.checked).toBe(false);
    fireEvent.click(screen.getByRole('switch', { name: 'Video only' }));
    expect([answers.checked, answers.disabled, definitions.checked, definitions.disabled]).toEqual([false, true, false, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]!.body as { assignment_config: unknown }).assignment_config).toEqual({
      hide_generation_genius_discussion_answers: true,
      hide_generation_genius_vocab_definitions: true,
      show_generation_genius_video_only: true,
    });
  });

  it('VIDEO-25 VIDEO-26 no draft without a title; no assignment without an assignee', async () => {
    const { sent, onSaved } = renderVideoBuilder();
    fireEvent.input(screen.getByRole('textbox', { name: 'Title' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Water' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create assignment' }));
    await waitFor(() => expect(screen.getAllByText('Please add at least one assignee').length).toBeGreaterThan(0));
    expect(sent).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
