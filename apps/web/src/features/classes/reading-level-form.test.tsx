import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReadingLevel } from '@lectern/domain';
import { stubApi } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { renderInApp } from '../../test/render.js';
import { ReadingLevelForm } from './reading-level-form.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const level: ReadingLevel = {
  user_id: 21,
  recommended_grade_level: 5,
  recommended_article_level_content_id: null,
  value: 820,
  override_grade_level: null,
  reason: { source: 'grade_level', explanation: 'From the student’s grade.' },
};

describe('ReadingLevelForm', () => {
  it('after a failed save, choosing again and one click saves; a double click sends one request', async () => {
    let puts = 0;
    const api = stubApi((req) => {
      if (req.method === 'GET') return { status: 200, body: level };
      puts += 1;
      return puts === 1
        ? { status: 500, body: { error: { code: 'internal', message: 'Something went wrong. Please try again.' } } }
        : { status: 200, body: { ...level, override_grade_level: 6 } };
    });
    const onDone = vi.fn();
    const { container } = renderInApp(<ReadingLevelForm student={{ id: 21, first_name: 'Juno' }} onDone={onDone} />);
    const select = await screen.findByLabelText('Reading level for Juno');
    fireEvent.change(select, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save reading level' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.change(select, { target: { value: '6' } });
    const button = screen.getByRole('button', { name: 'Save reading level' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.writes()).toHaveLength(2);
    expect(api.writes()[1]!.body).toEqual({ override_grade_level: 6 });
  });
});
