/**
 * A JSON-LD document as the text of a <script type="application/ld+json">: '<' is written
 * \u003c so no value (a car's name, say) can close the script element.
 */
export function serializeJsonLd(document: Record<string, unknown>): string {
  return JSON.stringify(document).replace(/</g, '\\u003c');
}
