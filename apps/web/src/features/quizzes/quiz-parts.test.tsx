import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuizOption } from '@lectern/domain';
import { axeViolations } from '../../test/axe.js';
import { OptionList } from './quiz-parts.js';

afterEach(cleanup);

// Out of order on purpose: letters and order come from the position, not the array.
const options: QuizOption[] = [
  { id: 13, position: 3, text: 'Because the plate moves', raw_text: 'Because the plate moves' },
  { id: 11, position: 1, text: 'Because of rain', raw_text: 'Because of rain' },
  { id: 12, position: 2, text: 'Because of the moon', raw_text: 'Because of the moon' },
];

describe('OptionList', () => {
  it('QUIZ-20 QUIZ-16 letters options from their position and marks the correct answer and the student’s choice', async () => {
    const { container } = render(<OptionList options={options} correctId={13} chosenId={11} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('A. Because of rain'),
      expect.stringContaining('B. Because of the moon'),
      expect.stringContaining('C. Because the plate moves'),
    ]);
    expect(within(items[0]!).getByText('Your answer')).toBeTruthy();
    expect(within(items[2]!).getByText('Correct answer')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('QUIZ-16 hides the correct answer when the assignment hides answers', () => {
    render(<OptionList options={options} correctId={null} chosenId={12} />);
    expect(screen.queryByText('Correct answer')).toBeNull();
    expect(screen.getByText('Your answer')).toBeTruthy();
  });
});
