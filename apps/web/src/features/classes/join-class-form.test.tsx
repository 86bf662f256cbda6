import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, stubApi } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { renderInApp } from '../../test/render.js';
import { JoinClassForm } from './join-class-form.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });

describe('JoinClassForm', () => {
  it('after a refused code, typing the right one clears the error and one click joins', async () => {
    const api = stubApi((req) => {
      if (req.method !== 'POST') return undefined;
      const { code } = req.body as { code: string };
      return code === 'ABC234'
        ? { status: 200, body: { id: 7, name: 'Period 4 Reading' } }
        : refusal('Check the form.', { code: 'Class codes have 6 letters and digits.' });
    });
    const { container } = renderInApp(<JoinClassForm />);
    type(screen.getByLabelText('Class code'), 'ABC');
    fireEvent.click(screen.getByRole('button', { name: 'Join class' }));
    expect(await screen.findByText('Class codes have 6 letters and digits.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    type(screen.getByLabelText('Class code'), 'ABC234');
    expect(screen.queryByText('Class codes have 6 letters and digits.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join class' }));
    expect(await screen.findByText('You joined Period 4 Reading.')).toBeTruthy();
    expect(api.writes()).toHaveLength(2);
  });

  it('an empty code is refused with the API’s message, which goes as soon as a code is typed', async () => {
    const api = stubApi((req) => {
      if (req.method !== 'POST') return undefined;
      const { code } = req.body as { code: string };
      return code
        ? { status: 200, body: { id: 7, name: 'Period 4 Reading' } }
        : refusal('Check the form.', { code: 'Class codes have 6 letters and digits.' });
    });
    renderInApp(<JoinClassForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Join class' }));
    expect(await screen.findByText('Class codes have 6 letters and digits.')).toBeTruthy();
    type(screen.getByLabelText('Class code'), 'ABC234');
    expect(screen.queryByText('Class codes have 6 letters and digits.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join class' }));
    expect(await screen.findByText('You joined Period 4 Reading.')).toBeTruthy();
    expect(api.writes()).toHaveLength(2);
  });

  it('a double click sends one request', async () => {
    const api = stubApi((req) =>
      req.method === 'POST' ? { status: 200, body: { id: 7, name: 'Period 4 Reading' } } : undefined,
    );
    renderInApp(<JoinClassForm />);
    type(screen.getByLabelText('Class code'), 'ABC234');
    const button = screen.getByRole('button', { name: 'Join class' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('You joined Period 4 Reading.')).toBeTruthy();
    expect(api.writes()).toHaveLength(1);
  });
});
