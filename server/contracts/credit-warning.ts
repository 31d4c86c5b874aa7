/**
 * The warning every credit advertisement carries, clear and prominent (Directive (EU) 2023/2225,
 * art. 8.1, applied from 20 November 2026), at the head of each representative example. Apart
 * from finance-disclosure.ts so a page that only shows an example does not load the credit maths.
 */
export const CREDIT_WARNING = 'Atención: tomar dinero prestado cuesta dinero.';
