/** 'Financiación': the staff form of the finance terms. Pages read them from core/finance-terms.ts. */
export * as finance from './finance.controller.ts';
