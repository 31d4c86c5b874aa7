import { usePage } from '@inertiajs/react';
import type { ReactNode } from 'react';
import FlashToaster from '@/Components/FlashToaster';
import SiteFooter from '@/Components/SiteFooter';
import SiteHeader from '@/Components/SiteHeader';

/**
 * The shared public layout (spec §2). Pages set it as their persistent layout
 * (`Page.layout = PublicLayout`), so header state and toasts survive navigation.
 */
export default function PublicLayout({ children }: { children?: ReactNode }) {
  const { appName } = usePage().props;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenido"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Saltar al contenido
      </a>
      <SiteHeader />
      <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter appName={appName} />
      <FlashToaster />
    </div>
  );
}
