/** /favoritos: the cars a visitor keeps in the browser. */
export * as favorites from './favorites.controller.ts';
