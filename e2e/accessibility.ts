import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious or critical WCAG A/AA violations inside `selector`, readable. */
export async function violationsIn(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map(({ html }) => html.slice(0, 120)).join(' | ')}`);
}

/** How far the page scrolls sideways (WCAG 1.4.10 reflow): 0 or less when it fits the screen. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
