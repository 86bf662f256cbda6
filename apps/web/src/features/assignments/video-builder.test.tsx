import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Assignment } from '@lectern/domain';
import { stubApi, type SentRequest } from '../../test/api-stub.js';
import { buildClassroom, buildMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { VideoAssignmentBuilder } from './video-builder.js';

const classroom = buildClassroom();

function renderVideoBuilder(assignment: Assignment | null = null) {
  const sent: SentRequest[] = [];
  stubApi((req) => {
    if (req.method === 'POST' || req.method === 'PUT') {
      sent.push(req);
      return { status: 201, body: { data: { assignment_id: 7, title: 'x' } as Assignment } };
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
    renderVideoBuilder({
      assignment_id: 4,
      content_id: 'a1b2c3d4e5f6',
      title: 'Tens',
      instructions: '',
      is_draft: false,
      date_goes_live: null,
      date_due: null,
      copied_from_assignment: null,
      assignment_config: { show_generation_genius_video_only: true },
      assignment_classrooms: [],
      assignment_groups: [],
    } as unknown as Assignment);
    const dialog = screen.getByRole('dialog', { name: 'Assignment settings' });
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save draft' })).toBeNull();
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
