/**
 * The accessibility statement (/accesibilidad; its text in each language in legal-<locale>.ts):
 * Ley 11/2023, which transposes the European Accessibility Act (Directive (EU) 2019/882), taking
 * WCAG 2.2 level AA as the measure. Its parts follow the model statement of Decision (EU)
 * 2018/1523: conformance, what is not accessible, how it was checked and when, how to report a
 * barrier. Review it, and move ACCESSIBILITY_REVIEWED_AT, whenever the site changes in a way its
 * checks cover.
 */
export const ACCESSIBILITY_REVIEWED_AT = '2026-11-27';
