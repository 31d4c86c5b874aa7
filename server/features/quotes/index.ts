/** Written quotes ('Descargar presupuesto'): the document, its PDF and the public download. Staff quotes are made from an enquiry (lead-workflow). */
export * as quotes from './quote.controller.ts';
export { sendQuote } from './quote.controller.ts';
export type { QuoteDocument } from './quote.document.ts';
export { documentFor, type RenderedQuote, renderStoredQuote } from './quote.service.ts';
