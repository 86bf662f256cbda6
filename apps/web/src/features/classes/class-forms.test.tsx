import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildClassroom, buildStudent } from '../../test/fixtures.js';
import { refusal, stubApi } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { renderInApp } from '../../test/render.js';
import { AddStudentForm, ClassForm, GroupForm } from './class-forms.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const classroom = buildClassroom([buildStudent(21, 'Juno')]);

/** Types into a field the way a keyboard does: input events, no change event until it is left. */
const type = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });

describe('ClassForm', () => {
  it('after a refused grade, choosing one clears the error and one click creates the class', async () => {
    const api = stubApi((req) => {
      if (req.method !== 'POST') return undefined;
      const body = req.body as { grade_levels: number[] };
      return body.grade_levels.length
        ? { status: 201, body: classroom }
        : refusal('Check the form.', { grade_levels: 'Pick at least one grade.' });
    });
    const onDone = vi.fn();
    const { container } = renderInApp(<ClassForm onDone={onDone} />);
    type(screen.getByLabelText('Class name'), 'Period 4 Reading');
    fireEvent.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText('Pick at least one grade.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Grade 5' }));
    expect(screen.queryByText('Pick at least one grade.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create class' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.writes()).toHaveLength(2);
    expect(api.writes()[1]!.body).toEqual({ name: 'Period 4 Reading', grade_levels: [5] });
  });

  it('an empty name is refused with the API’s message, which goes as soon as a name is typed', async () => {
    const api = stubApi((req) => {
      if (req.method !== 'POST') return undefined;
      const body = req.body as { name: string };
      return body.name.trim() ? { status: 201, body: classroom } : refusal('Check the form.', { name: 'Give the class a name.' });
    });
    const onDone = vi.fn();
    renderInApp(<ClassForm onDone={onDone} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Grade 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText('Give the class a name.')).toBeTruthy();
    expect(screen.getByLabelText('Class name').getAttribute('aria-invalid')).toBe('true');

    type(screen.getByLabelText('Class name'), 'Period 4 Reading');
    expect(screen.queryByText('Give the class a name.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create class' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.writes()).toHaveLength(2);
  });

  it('a double click sends one request, and the button says it is saving until the answer comes', async () => {
    let release!: () => void;
    const api = stubApi((req) =>
      req.method === 'POST' ? new Promise((r) => (release = () => r({ status: 201, body: classroom }))) : undefined,
    );
    const onDone = vi.fn();
    renderInApp(<ClassForm onDone={onDone} />);
    type(screen.getByLabelText('Class name'), 'Period 4 Reading');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Grade 5' }));
    const button = screen.getByRole('button', { name: 'Create class' });
    fireEvent.click(button);
    fireEvent.click(button);
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving.getAttribute('aria-disabled') === 'true' || saving.hasAttribute('disabled')).toBe(true);
    fireEvent.click(saving);
    await act(async () => release());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.writes()).toHaveLength(1);
  });
});

describe('AddStudentForm', () => {
  it('after a refused last name, typing one clears the error and one click adds the student', async () => {
    const api = stubApi((req) => {
      if (req.method !== 'POST') return undefined;
      const body = req.body as { last_name: string };
      return body.last_name.trim()
        ? { status: 201, body: { username: 'juno.okoro', password: 'sea-star-42' } }
        : refusal('Check the form.', { last_name: 'Enter the student’s last name.' });
    });
    renderInApp(<AddStudentForm cls={classroom} onDone={vi.fn()} />);
    type(screen.getByLabelText('First name'), 'Juno');
    fireEvent.click(screen.getByRole('button', { name: 'Add student' }));
    expect(await screen.findByText('Enter the student’s last name.')).toBeTruthy();

    type(screen.getByLabelText('Last name'), 'Okoro');
    expect(screen.queryByText('Enter the student’s last name.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add student' }));
    expect(await screen.findByText('Juno Okoro was added to Period 4 Reading.')).toBeTruthy();
    expect(api.writes()).toHaveLength(2);
  });
});

describe('GroupForm', () => {
  it('after a refused name, typing one clears the error and one click creates the group', async () => {
    const api = stubApi((req) => {
      if (req.method !== 'POST') return undefined;
      const body = req.body as { name: string };
      return body.name.trim() ? { status: 201, body: {} } : refusal('Check the form.', { name: 'Give the group a name.' });
    });
    const onDone = vi.fn();
    renderInApp(<GroupForm cls={classroom} onDone={onDone} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Juno Okoro' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    const form = screen.getByRole('button', { name: 'Create group' }).closest('form')!;
    expect(await within(form).findAllByText('Give the group a name.')).toHaveLength(1);

    type(screen.getByLabelText('Group name'), 'Table 1');
    expect(screen.queryByText('Give the group a name.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.writes()).toHaveLength(2);
    expect(api.writes()[1]!.body).toEqual({ name: 'Table 1', student_ids: [21] });
  });
});
