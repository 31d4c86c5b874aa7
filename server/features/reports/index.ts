/** The stock aging report and its CSV. */
export * as stockAging from './stock-aging.controller.ts';
