import { Link, usePage } from '@inertiajs/react';
import { useId, useState, type ReactNode } from 'react';
import FlashToaster from '@/Components/FlashToaster';
import Logo from '@/Components/Logo';
import { MenuIcon } from '@/Components/icons/site';
import StaffDrawer from '@/Components/Staff/StaffDrawer';
import StaffNav from '@/Components/Staff/StaffNav';
import UserMenu from '@/Components/Staff/UserMenu';
import CompanyDetailsBanner from '@/Components/Staff/CompanyDetailsBanner';
import { route } from '@contracts/routes';

function Brand({ appName }: { appName: string }) {
  return (
    <Link href={route('dashboard')} className="flex items-center gap-3 rounded-md">
      <Logo name={appName} />{' '}
      <span className="rounded-full border border-white/15 px-2 py-0.5 text-[0.65rem] font-semibold tracking-[0.16em] text-gold uppercase">Panel</span>
    </Link>
  );
}

/**
 * The back office's shell (back-office §2): the menu in a sidebar on desktop and in a drawer on
 * phones, a top bar with the staff member's menu, and the one toaster. Staff pages set it as
 * their persistent layout (`Page.layout = StaffLayout`).
 */
export default function StaffLayout({ children }: { children?: ReactNode }) {
  const { url, props } = usePage();
  // The drawer is open for one URL only, so following a link in it closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerId = useId();
  const user = props.auth.user;

  return (
    <div className="min-h-dvh bg-paper md:pl-68">
      <a href="#contenido" className="sr-only z-50 rounded-md bg-white px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        Saltar al contenido
      </a>
      <aside className="on-dark fixed inset-y-0 left-0 z-30 hidden w-68 flex-col bg-ink px-5 pt-7 pb-6 text-white md:flex">
        <div className="px-3 pb-10">
          <Brand appName={props.appName} />
        </div>
        <StaffNav url={url} />
      </aside>

      <header className="sticky top-0 z-20 border-b border-line/80 bg-paper/85 backdrop-blur-md">
        <div className="flex h-16 items-center justify-between gap-4 px-4 sm:px-8">
          <div className="flex items-center gap-2 md:hidden">
            <button
              type="button"
              aria-expanded={drawerOpenAt === url}
              aria-controls={drawerId}
              aria-label="Abrir menú"
              onClick={() => setDrawerOpenAt(url)}
              className="-ml-2 grid size-10 place-items-center rounded-full text-ink hover:bg-sand"
            >
              <MenuIcon className="size-6" />
            </button>
            <Link href={route('dashboard')} aria-label={`${props.appName} – Panel`} className="rounded-md">
              <Logo name={props.appName} />
            </Link>
          </div>
          <p className="hidden text-sm text-muted md:block">Gestión del concesionario</p>
          {user && <UserMenu user={user} />}
        </div>
      </header>

      <CompanyDetailsBanner empresa={props.empresa} />

      <StaffDrawer id={drawerId} open={drawerOpenAt === url} onClose={() => setDrawerOpenAt(null)}>
        <div className="px-3 pb-8">
          <Brand appName={props.appName} />
        </div>
        <StaffNav url={url} />
      </StaffDrawer>

      <main id="contenido" tabIndex={-1} className="px-4 pt-8 pb-16 focus:outline-none sm:px-8 sm:pt-10">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
      <FlashToaster />
    </div>
  );
}
