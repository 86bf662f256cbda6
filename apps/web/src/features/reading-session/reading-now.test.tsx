import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.js';
import { ReadingNow, paragraphOnScreen } from './reading-session.js';

afterEach(cleanup);

const readers = [
  { user_id: 1, name: 'Alex Kim', paragraph: 3, idle: false },
  { user_id: 2, name: 'Maya Ortiz', paragraph: null, idle: true },
];

describe('"Reading now"', () => {
  it('SESSION-07 shows the count, and the names and paragraphs only once the teacher opens them', async () => {
    const { container } = render(<ReadingNow readers={readers} />);
    const region = screen.getByRole('region', { name: 'Reading now' });
    expect(region.textContent).toContain('2 students are reading');
    expect(screen.queryByText('Alex Kim')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show names' }));
    expect(screen.getByRole('button', { name: 'Hide names' }).getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Alex KimParagraph 3', 'Maya OrtizAt the start · Idle']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('SESSION-07 says when nobody is reading, with nothing to open', () => {
    render(<ReadingNow readers={[]} />);
    expect(screen.getByRole('region', { name: 'Reading now' }).textContent).toContain(
      'No students are reading this article right now.',
    );
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    render(<ReadingNow readers={[readers[0]!]} />);
    expect(screen.getByText('1 student is reading')).toBeTruthy();
  });

  it('SESSION-01 the paragraph on screen is the first numbered one whose bottom is below the tools', () => {
    document.body.innerHTML = '<p data-paragraph="1"></p><p data-paragraph="2"></p><p data-paragraph="3"></p>';
    const boxes: Record<string, number> = { '1': 40, '2': 120, '3': 400 };
    for (const p of Array.from(document.querySelectorAll<HTMLElement>('[data-paragraph]')))
      p.getBoundingClientRect = () => ({ bottom: boxes[p.dataset['paragraph']!]! }) as DOMRect;
    expect(paragraphOnScreen(document)).toBe(3);
    boxes['2'] = 300;
    expect(paragraphOnScreen(document)).toBe(2);
    document.body.innerHTML = '';
    expect(paragraphOnScreen(document)).toBeNull();
  });
});
