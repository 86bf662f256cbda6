import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PowerWordsBadge } from './power-words-badge.js';

afterEach(cleanup);

describe('PowerWordsBadge', () => {
  it('QUIZ-18 QUIZ-19 names its colour and says "point" for 1 and "points" otherwise', () => {
    render(
      <div>
        <PowerWordsBadge colour="blue" points={1} />
        <PowerWordsBadge colour="gold" points={50} />
        <PowerWordsBadge colour="grey" points={0} />
      </div>,
    );
    expect(screen.getByRole('img', { name: 'Blue badge, 1 point' }).textContent).toContain('POINT');
    expect(screen.getByRole('img', { name: 'Blue badge, 1 point' }).textContent).not.toContain('POINTS');
    expect(screen.getByRole('img', { name: 'Gold badge, 50 points' }).textContent).toContain('POINTS');
    expect(screen.getByRole('img', { name: 'Grey badge, 0 points' })).toBeTruthy();
  });
});
