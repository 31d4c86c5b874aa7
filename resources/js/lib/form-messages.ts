import type { Locale } from '@contracts/locales';
import { translateSpanish } from '@contracts/spanish-messages';
import de from '../../../lang/de/messages';
import en from '../../../lang/en/messages';
import es from '../../../lang/es/messages';

const MESSAGES: Record<Locale, Readonly<Record<string, string>>> = { es, en, de };

/**
 * A form's field errors from its schema (Spanish, as the server's) in the page's language. Loaded
 * with the schema, on a visitor's first send.
 */
export function errorsIn<Field extends string>(locale: Locale, errors: Partial<Record<Field, string>>): Partial<Record<Field, string>> {
  return Object.fromEntries(Object.entries<string | undefined>(errors).map(([field, message]) => [field, message && translateSpanish(message, es, MESSAGES[locale])])) as Partial<Record<Field, string>>;
}
