import { createContext, Fragment, use, useMemo, type ReactNode } from 'react';
import type { MessageKey, MessageTags, ValuesArgument } from '../../../lang/types';
import { createTranslator, formatRich, type I18nProps, type RichValue, type Translator } from '@contracts/i18n';
import { localizedPath } from '@contracts/locales';
import { route, type RouteName } from '@contracts/routes';

/**
 * A public page's translator, and its language's links: route('vehiculo', { slug }) →
 * '/en/vehiculo/…'; path(href) for a site path the server sent in a prop ('/marca/BMW' →
 * '/en/marca/BMW'; props always carry the Spanish path).
 */
export interface PublicI18n extends Translator {
  route(name: RouteName, params?: Record<string, string | number>): string;
  path(href: string): string;
  /**
   * A message with words wrapped in tags, each tag rendered by its function:
   * rich('common.monthly_from', { amount, strong: (words) => <strong>{words}</strong> }).
   */
  rich<K extends MessageKey>(key: K, values: RichValues<K>): ReactNode;
}

type RichValues<K extends MessageKey> = Omit<ValuesArgument<K> extends [infer V] ? V : object, MessageTags<K>> & {
  [Tag in MessageTags<K>]: (words: ReactNode[]) => ReactNode;
};

const I18nContext = createContext<PublicI18n | null>(null);

/** Gives the public pages their language, from the `i18n` prop the server sends them. */
export function I18nProvider({ i18n, children }: { i18n: I18nProps; children: ReactNode }) {
  const value = useMemo<PublicI18n>(() => {
    const translator = createTranslator(i18n.locale, i18n.messages);
    return {
      ...translator,
      route: (name, params = {}) => route(name, params, i18n.locale),
      path: (href) => (href.startsWith('/') && !href.startsWith('//') ? localizedPath(href, i18n.locale) : href),
      rich: (key, values) => {
        const message = i18n.messages[key];
        if (message === undefined) return key;
        const parts = formatRich<ReactNode>(message, i18n.locale, values as Record<string, RichValue<ReactNode>>);
        return Array.isArray(parts) ? parts.map((part, index) => <Fragment key={index}>{part}</Fragment>) : parts;
      },
    };
  }, [i18n]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The page's translator: t('common.key'), its locale and its links. Only inside the public layout. */
export function useI18n(): PublicI18n {
  const value = use(I18nContext);
  if (!value) throw new Error('useI18n: a public component outside PublicLayout');
  return value;
}

/**
 * The translator on a public page, null on a back-office one: for the few components both show
 * (a modal, the pagination, an empty list), which keep their Spanish for the staff, who load no
 * translations.
 */
export function useOptionalI18n(): PublicI18n | null {
  return use(I18nContext);
}
