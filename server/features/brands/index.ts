/** Brands and models (the staff name lists) and the rules every name list shares. */
export * as brands from './brands.controller.ts';
export { guardedDelete, unique } from './brands.service.ts';
