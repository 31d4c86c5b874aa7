/** /comparar: up to three cars side by side. */
export * as compare from './compare.controller.ts';
