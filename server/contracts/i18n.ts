import format, { type CompiledMessage, type FormatOptions } from 'icu-minify/format';
import type { MessageKey, ValuesArgument } from '../../lang/types.ts';
import { LOCALE_DETAILS, type Locale } from './locales.ts';

/** Messages compiled on the server (server/i18n), by key: what a public page receives. */
export type Messages = Partial<Record<MessageKey, CompiledMessage>>;

/** A page's address in one language, for <link rel="alternate" hreflang> (x-default: the Spanish page). */
export interface PageAlternate {
  hreflang: string;
  href: string;
}

/** A public page's canonical address in its language, and its alternates in every language. */
export interface PageAddress {
  canonical: string;
  alternates: PageAlternate[];
}

/**
 * The public pages' shared prop: their language, the messages they show and their addresses
 * (none on an error page). The back office has none.
 */
export interface I18nProps {
  locale: Locale;
  messages: Messages;
  address: PageAddress | null;
}

export interface Translator {
  locale: Locale;
  /** The message in this language, its values filled in; the key itself if it was not sent. */
  t<K extends MessageKey>(key: K, ...values: ValuesArgument<K>): string;
}

function memo<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(...args)));
    return value;
  };
}

/**
 * Intl's formatters, made once per language and options. Numbers are grouped from the
 * thousands in every language ('5.000', as the spec writes it, not Spanish's default '5000').
 */
const OPTIONS: FormatOptions = {
  timeZone: 'Atlantic/Canary',
  formatters: {
    getNumberFormat: memo((locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, { useGrouping: 'always', ...options })),
    getDateTimeFormat: memo((locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locales, options)),
    getPluralRules: memo((locales?: Intl.LocalesArgument, options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locales, options)),
  },
};

/** Formats one compiled message in a language: the one formatting the server and the pages share. */
export function formatMessage(message: CompiledMessage, locale: Locale, values?: Record<string, string | number | Date>): string {
  return String(format(message, LOCALE_DETAILS[locale].tag, values, OPTIONS));
}

/** A value of a message with tags: a tag's function gets the words it wraps. */
export type RichValue<Element> = string | number | Date | ((chunks: Array<string | Element>) => Element);

/** Formats a message whose tags wrap words in elements (the page's links): its parts, in order. */
export function formatRich<Element>(message: CompiledMessage, locale: Locale, values: Record<string, RichValue<Element>>): string | Element | Array<string | Element> {
  return format<Element>(message, LOCALE_DETAILS[locale].tag, values, OPTIONS);
}

export function createTranslator(locale: Locale, messages: Messages): Translator {
  return {
    locale,
    t: (key, ...values) => {
      const message = messages[key];
      return message === undefined ? key : formatMessage(message, locale, values[0] as Record<string, string | number | Date> | undefined);
    },
  };
}
