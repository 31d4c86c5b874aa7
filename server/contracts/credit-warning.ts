/**
 * The warning every credit advertisement carries, clear and prominent (Directive (EU) 2023/2225,
 * art. 8.1, applied from 20 November 2026), at the head of each representative example, as the
 * spec words it: the Spanish of common.credit_warning, which the pages and the server show in the
 * page's language (tests/unit/i18n/spec-texts.test.ts keeps the two the same).
 */
export const CREDIT_WARNING = 'Atención: tomar dinero prestado cuesta dinero.';
