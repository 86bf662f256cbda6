import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Assignment } from '@lectern/domain';
import { makeQueryClient } from '../../lib/query-client.js';
import { axeViolations } from '../../test/axe.js';
import { buildLevel, buildMe } from '../../test/fixtures.js';
import { ListenBar, ListenToggle, readAloudOffered } from './listen.js';
import { installMedia, speechApi } from './read-aloud-test-kit.js';

const student = buildMe({ id: 5, role: 'student', isStudent: true, isTeacher: false, isAuthorizedTeacher: false });
const teacher = buildMe();
const assignment = (config: Assignment['assignment_config']) => ({ assignment_config: config });

describe('readAloudOffered', () => {
  it('AUDIO-20 AUDIO-21 offers Listen to signed-in readers, not to visitors nor under an assignment that hides it', () => {
    expect(readAloudOffered(null, null)).toBe(false);
    expect(readAloudOffered(student, null)).toBe(true);
    expect(readAloudOffered(teacher, null)).toBe(true);
    expect(readAloudOffered(student, assignment({}))).toBe(true);
    expect(readAloudOffered(student, assignment({ hide_read_aloud: false }))).toBe(true);
    expect(readAloudOffered(student, assignment({ hide_read_aloud: true }))).toBe(false);
    // A teacher's "View as student" passes the assignment their students read under.
    expect(readAloudOffered(teacher, assignment({ hide_read_aloud: true }))).toBe(false);
  });
});

/** The toggle and the bar as the article page composes them. */
function Page() {
  const [on, setOn] = useState(false);
  return (
    <>
      <ListenToggle on={on} onChange={setOn} />
      {on && (
        <Suspense fallback={null}>
          <ListenBar level={buildLevel()} onClose={() => setOn(false)} />
        </Suspense>
      )}
    </>
  );
}

describe('the Listen toggle', () => {
  beforeEach(() => {
    installMedia();
    speechApi();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('AUDIO-01 AUDIO-12 opens the listen bar (loaded on first press) and closes it again', async () => {
    const { container } = render(
      <QueryClientProvider client={makeQueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Listen' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Listen' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const bar = await screen.findByRole('region', { name: 'Listen' });
    expect(toggle.getAttribute('aria-controls')).toBe(bar.id);
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Close listen mode' }));
    expect(screen.queryByRole('region', { name: 'Listen' })).toBeNull();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
