/** The static pages: history, team, legal texts, contact. */
export * as content from './content.controller.ts';
