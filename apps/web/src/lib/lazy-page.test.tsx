import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.js';

afterEach(cleanup);

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {label} {n}
    </button>
  );
}

it('a chunk keeps its state when its parent renders again after it loaded', async () => {
  const Chunk = lazyPage(() => Promise.resolve(Counter));
  function Parent() {
    const [tick, setTick] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setTick(tick + 1)}>
          again
        </button>
        <Suspense fallback={<p>loading</p>}>
          <Chunk label="count" />
        </Suspense>
      </>
    );
  }
  render(<Parent />);
  const counter = await screen.findByRole('button', { name: /count/ });
  fireEvent.click(counter);
  expect(screen.getByRole('button', { name: 'count 1' })).toBeTruthy();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
  });
  expect(screen.getByRole('button', { name: 'count 1' })).toBeTruthy();
});
