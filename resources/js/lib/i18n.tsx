import { createContext, use, useMemo, type ReactNode } from 'react';
import { createTranslator, type I18nProps, type Translator } from '@contracts/i18n';
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
}

const I18nContext = createContext<PublicI18n | null>(null);

/** Gives the public pages their language, from the `i18n` prop the server sends them. */
export function I18nProvider({ i18n, children }: { i18n: I18nProps; children: ReactNode }) {
  const value = useMemo<PublicI18n>(() => {
    const translator = createTranslator(i18n.locale, i18n.messages);
    return {
      ...translator,
      route: (name, params = {}) => route(name, params, i18n.locale),
      path: (href) => (href.startsWith('/') && !href.startsWith('//') ? localizedPath(href, i18n.locale) : href),
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
