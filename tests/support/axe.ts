import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';

/** How long the network must stay quiet before a page counts as loaded. */
const QUIET_MS = 150;

/**
 * Follows a page's requests started from now on; the function it returns waits until the page
 * has hydrated (React owns an element of #app) and no request has been in flight for QUIET_MS.
 * Playwright's 'networkidle' waits 500 ms at every load, which a hundred scans pay for nothing.
 */
export function networkQuiet(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    await page.waitForFunction(() => [...document.querySelectorAll('#app > *')].some((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))));
    await expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, { intervals: [25] }).toBe(true);
  };
}

/**
 * Waits until no finite animation or transition runs: a dialog fading in shows its colours half
 * way, which axe would measure. Endless ones (a spinner) are left running.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the site is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Ids the page repeats, and ARIA references (aria-controls, aria-describedby, aria-labelledby…)
 * to an id the page lacks. axe-core 4.x dropped its duplicate-id rules with WCAG 2.2's removal
 * of 4.1.1, and accepts a dangling aria-controls on a closed control; a screen reader still
 * follows both, so the site is held to them.
 */
function idProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    for (const [id, count] of seen) if (count > 1) problems.push(`duplicate-id: #${id} appears ${count} times`);
    const refs = ['aria-controls', 'aria-describedby', 'aria-labelledby', 'aria-owns', 'aria-activedescendant', 'aria-errormessage', 'aria-details'];
    for (const attribute of refs) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) problems.push(`missing-idref: ${element.tagName.toLowerCase()}[${attribute}="${id}"] points to no element`);
        }
      }
    }
    return problems;
  });
}

/**
 * The axe-core violations on the page as it is now (an open modal included), once its animations
 * have ended, one line each:
 * the rule, its impact and the elements, so a failing test names what to fix; then the id
 * problems above.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsDone(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
  );
  return [...violations, ...(await idProblems(page))];
}
