import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe.js';
import { ToastProvider, useToast } from './toast.js';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast('An assignment must have a title.', 'error')}>Try without a title</button>
      <button onClick={() => toast('Please add at least one assignee', 'error')}>Try without students</button>
    </>
  );
}

beforeEach(() => vi.useFakeTimers());

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ToastProvider', () => {
  it('a new message replaces the one before, and each goes after 6 seconds', async () => {
    const { container } = render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try without a title' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try without students' }));
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('Please add at least one assignee');
    act(() => void vi.advanceTimersByTime(6000));
    expect(region.textContent).toBe('');
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });
});
