import { usePage } from '@inertiajs/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useCompare } from '@/hooks/useCompare';
import { useI18n } from '@/lib/i18n';
import LocaleLayout from '@/Layouts/LocaleLayout';
import LanguageSuggestion from '@/Components/LanguageSuggestion';
import SiteFooter from '@/Components/SiteFooter';
import SiteHeader from '@/Components/SiteHeader';

const CompareTray = lazy(() => import('@/Components/Compare/CompareTray'));
const FlashToaster = lazy(() => import('@/Components/FlashToaster'));

/**
 * The toasts, loaded with the first flash a public page receives and kept from then on: few
 * visits ever see one, so a first load never carries the toast library.
 */
function FlashToasterSlot() {
  const { flash } = usePage().props;
  const [wanted, setWanted] = useState(false);
  // Derived during render (React's pattern for state that follows a prop): once wanted, kept.
  if (flash && !wanted) setWanted(true);
  if (!wanted && !flash) return null;
  return (
    <Suspense fallback={null}>
      <FlashToaster />
    </Suspense>
  );
}

/** The comparison's tray, loaded once a car is picked; not on the comparison itself. */
function CompareTraySlot() {
  const { ids } = useCompare();
  const { component } = usePage();
  if (ids.length === 0 || component === 'Comparar') return null;
  return (
    <>
      {/* Room under the footer, so the floating tray (higher on a car's page, above its bar) never covers its last line. */}
      <div aria-hidden="true" className={`bg-ink ${component === 'Vehicle' ? 'h-40 md:h-24' : 'h-24'}`} />
      <Suspense fallback={null}>
        <CompareTray />
      </Suspense>
    </>
  );
}

/**
 * The shared public layout (spec §2). Pages set it as their persistent layout
 * (`Page.layout = PublicLayout`), so header state and toasts survive navigation.
 */
export default function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <LocaleLayout>
      <PublicFrame>{children}</PublicFrame>
    </LocaleLayout>
  );
}

function PublicFrame({ children }: { children?: ReactNode }) {
  const { appName } = usePage().props;
  const { t } = useI18n();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenido"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skip_to_content')}
      </a>
      <SiteHeader />
      <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter appName={appName} />
      <CompareTraySlot />
      <FlashToasterSlot />
      <LanguageSuggestion />
    </div>
  );
}
