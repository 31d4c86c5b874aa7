import { Link, usePage } from '@inertiajs/react';
import type { ReactNode } from 'react';
import FlashToaster from '@/Components/FlashToaster';
import Logo from '@/Components/Logo';
import { route } from '@contracts/routes';

/**
 * The account screens' layout (login, register, password and verification screens): the brand
 * on a dark stage, the page's card in the centre, the one toaster. Pages set it as their
 * persistent layout (`Page.layout = GuestLayout`), so toasts survive visits between them.
 */
export default function GuestLayout({ children }: { children?: ReactNode }) {
  const { appName } = usePage().props;
  return (
    <div className="on-dark relative isolate flex min-h-dvh flex-col overflow-hidden bg-ink text-white">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-48 left-1/2 h-[36rem] w-[56rem] -translate-x-1/2 rounded-full bg-accent/25 blur-[120px]" />
        <div className="absolute right-[-12rem] bottom-[-14rem] h-[28rem] w-[28rem] rounded-full bg-gold/10 blur-[120px]" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.035)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.035)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)]" />
      </div>

      <header className="flex justify-center px-4 pt-10 sm:pt-14">
        <Link href={route('home')} aria-label={`${appName}: volver a la web`} className="rounded-md">
          <Logo name={appName} className="text-white" />
        </Link>
      </header>

      <main id="contenido" className="flex flex-1 items-start justify-center px-4 pt-8 pb-12 sm:items-center sm:pt-6">
        {children}
      </main>

      <footer className="flex flex-col items-center gap-2 px-4 pb-8 text-xs text-white/50 sm:flex-row sm:justify-center sm:gap-4">
        <span>
          © {new Date().getFullYear()} {appName} · Área del personal
        </span>
        <Link href={route('home')} className="rounded underline-offset-4 hover:text-white hover:underline">
          Volver a la web
        </Link>
      </footer>
      <FlashToaster />
    </div>
  );
}
