import { usePage } from '@inertiajs/react';
import { useEffect, type ReactNode } from 'react';
import type { Locale } from '@contracts/locales';
import PageAddressHead from '@/Components/PageAddressHead';
import { I18nProvider } from '@/lib/i18n';

/**
 * A public page's language: its messages for useI18n(), and its addresses in every language.
 * PublicLayout is this around the header and footer; a page with its own frame (the Clase A
 * landing) sets this one.
 */
export default function LocaleLayout({ children }: { children?: ReactNode }) {
  const { i18n } = usePage().props;
  if (!i18n) throw new Error('LocaleLayout: the page was rendered without its messages (server/i18n PAGE_NAMESPACES)');
  return (
    <I18nProvider i18n={i18n}>
      <DocumentLanguage locale={i18n.locale} />
      {i18n.address && <PageAddressHead address={i18n.address} />}
      {children}
    </I18nProvider>
  );
}

/** <html lang> follows a visit to another language (the server writes it on a first load). */
function DocumentLanguage({ locale }: { locale: Locale }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
