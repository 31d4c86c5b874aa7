/**
 * The contracts write what they answer a visitor in Spanish (a schema's messages, an error's). A
 * text that the `messages` catalogue holds (lang/<locale>/messages.ts) is shown in the page's
 * language: found by its Spanish wording, its {values} read back from the Spanish and put into
 * the translation. The server uses it for its answers, the forms for their own checks.
 */

type Texts = Readonly<Record<string, string>>;

const VALUE = /\{(\w+)\}/g;

interface Wording {
  key: string;
  pattern: RegExp;
  names: string[];
  /** How much of the text is fixed wording, not values. */
  fixed: number;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * The source's texts as patterns, the most specific first: a text with fewer values, then one
 * with more fixed wording ('…ningún coche en {island}…' before '…ningún {car}…').
 */
function wordingsOf(source: Texts): Wording[] {
  return Object.entries(source)
    .map(([key, text]) => ({
      key,
      names: [...text.matchAll(VALUE)].map((match) => match[1]!),
      pattern: new RegExp(`^${escape(text).replace(VALUE, '(.+?)')}$`),
      fixed: text.replace(VALUE, '').length,
    }))
    .sort((a, b) => a.names.length - b.names.length || b.fixed - a.fixed);
}

const wordings = new WeakMap<Texts, Wording[]>();

/** `text` in the target's words when the Spanish source holds it; any other text as it is. */
export function translateSpanish(text: string, source: Texts, target: Texts): string {
  let known = wordings.get(source);
  if (!known) wordings.set(source, (known = wordingsOf(source)));
  for (const { key, pattern, names } of known) {
    const match = pattern.exec(text);
    const translation = target[key];
    if (match && translation !== undefined) {
      return translation.replace(VALUE, (whole, name: string) => {
        const index = names.indexOf(name);
        return index < 0 ? whole : match[index + 1]!;
      });
    }
  }
  return text;
}
