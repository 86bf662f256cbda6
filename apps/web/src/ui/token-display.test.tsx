import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_SIZES } from '@lectern/domain';
import { axeViolations } from '../test/axe.js';
import { TokenDisplay } from './token-display.js';

afterEach(cleanup);

describe('TokenDisplay', () => {
  it('TOKEN-04 shows a single value or earned / total, named for screen readers, in every size', async () => {
    const { container } = render(
      <div>
        {TOKEN_SIZES.map((size) => (
          <TokenDisplay key={size} earned={35} total={50} size={size} />
        ))}
        <TokenDisplay earned={1} />
      </div>,
    );
    expect(screen.getAllByRole('img', { name: '35 of 50 tokens earned' })).toHaveLength(TOKEN_SIZES.length);
    expect(screen.getAllByText('35 / 50')).toHaveLength(TOKEN_SIZES.length);
    expect(screen.getByRole('img', { name: '1 token' }).textContent).toBe('1');
    expect(await axeViolations(container)).toEqual([]);
  });
});
