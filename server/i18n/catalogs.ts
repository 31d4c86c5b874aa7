import compile from 'icu-minify/compile';
import de from '../../lang/de/index.ts';
import en from '../../lang/en/index.ts';
import es from '../../lang/es/index.ts';
import type { Catalog, MessageKey, Namespace } from '../../lang/types.ts';
import { createTranslator, type Messages, type Translator } from '../contracts/i18n.ts';
import { LOCALES, type Locale } from '../contracts/locales.ts';

/** Every language's catalogue (lang/<locale>), Spanish the source the others translate. */
export const CATALOGS: Record<Locale, Catalog> = { es, en, de };

export const NAMESPACES = Object.keys(es) as Namespace[];

const compiled = new Map<string, Messages>();

/**
 * One namespace of a language, compiled (icu-minify: the pages format it without a parser) and
 * keyed 'namespace.key'; compiled once per process, on first use.
 */
export function namespaceMessages(locale: Locale, namespace: Namespace): Messages {
  const id = `${locale}:${namespace}`;
  let messages = compiled.get(id);
  if (!messages) {
    messages = {};
    for (const [key, text] of Object.entries(CATALOGS[locale][namespace])) messages[`${namespace}.${key}` as MessageKey] = compile(text as string);
    compiled.set(id, messages);
  }
  return messages;
}

const translators = new Map<Locale, Translator>();

/** The server's translator for a language (mails, the PDF quote, page titles, validation messages): every namespace. */
export function translator(locale: Locale): Translator {
  let made = translators.get(locale);
  if (!made) {
    made = createTranslator(locale, Object.assign({}, ...NAMESPACES.map((namespace) => namespaceMessages(locale, namespace))) as Messages);
    translators.set(locale, made);
  }
  return made;
}

/** Compiles every language now, so a message ICU cannot read stops the start, not a visitor's page. */
export function compileCatalogs(): void {
  for (const locale of LOCALES) translator(locale);
}
