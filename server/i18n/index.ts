/** The public site's languages on the server: the catalogues compiled, the translator, each page's messages. */
export { compileCatalogs, namespaceMessages, translator } from './catalogs.ts';
export { answerIn, fieldsIn } from './answers.ts';
export { pageI18n } from './page-messages.ts';
