import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe-core (the copy @axe-core/playwright runs) run in the page directly. AxeBuilder's handshake
 * with every frame costs a few times the check itself, and the journeys run axe a few hundred
 * times on two shared cores; the app draws no frames of its own, so the page is the whole check.
 */
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2 A and AA rules. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The violations of the rules with these tags on the page as it is now. */
export async function axeViolations(page: Page, tags: readonly string[] = AXE_TAGS): Promise<AxeResults['violations']> {
  const options: RunOptions = { runOnly: { type: 'tag', values: [...tags] }, resultTypes: ['violations'] };
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (o) => (window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(document, o),
    options,
  );
  return results.violations;
}
