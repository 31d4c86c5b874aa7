import type { Namespace } from '../../lang/types.ts';
import type { Locale } from '../contracts/locales.ts';
import { translateSpanish } from '../contracts/spanish-messages.ts';
import { CATALOGS } from './catalogs.ts';

/**
 * Where the server's Spanish answers are worded: the forms' and errors' messages, and the error
 * page's titles and explanations (an error class's default is its page's title), not its buttons.
 */
const ANSWERS: { namespace: Namespace; keys: RegExp }[] = [
  { namespace: 'messages', keys: /./ },
  { namespace: 'errors', keys: /_(title|message)$/ },
];

const texts = new Map<Locale, Record<string, string>>();

function answerTexts(locale: Locale): Record<string, string> {
  let made = texts.get(locale);
  if (!made) {
    made = {};
    for (const { namespace, keys } of ANSWERS) {
      for (const [key, text] of Object.entries(CATALOGS[locale][namespace])) if (keys.test(key)) made[`${namespace}.${key}`] = text as string;
    }
    texts.set(locale, made);
  }
  return made;
}

/** A Spanish answer (an error's message, a field's) in the visitor's language, when it is a known one. */
export function answerIn(locale: Locale, text: string): string {
  return locale === 'es' ? text : translateSpanish(text, answerTexts('es'), answerTexts(locale));
}

/** A form's field errors in the visitor's language. */
export function fieldsIn(locale: Locale, fields: Record<string, string[]>): Record<string, string[]> {
  if (locale === 'es') return fields;
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.map((message) => answerIn(locale, message))]));
}
