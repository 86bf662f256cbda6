import axe from 'axe-core';

/** The axe violations of a rendered component (color contrast needs layout, which jsdom lacks). */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}
