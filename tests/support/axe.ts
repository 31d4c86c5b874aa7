import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
 * The axe-core violations on the page as it is now (an open modal included), one line each:
 * the rule, its impact and the elements, so a failing test names what to fix; then the id
 * problems above.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
  );
  return [...violations, ...(await idProblems(page))];
}
