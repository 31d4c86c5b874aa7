import { Head, Link } from '@inertiajs/react';
import { useI18n } from '@/lib/i18n';
import type { ReactNode, Ref } from 'react';

/**
 * The card of a page a visitor opens from a mail's link ('Mi reserva', 'Mi prueba', an alert's): never
 * indexed; an icon, the eyebrow and the title (which can take focus when the state changes
 * under the visitor), what it says, then the page's own content.
 */
export default function LinkPageCard({
  icon,
  eyebrow,
  title,
  body,
  headingRef,
  narrow = false,
  children,
}: {
  icon: ReactNode;
  eyebrow: string;
  title: string;
  body: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  /** A card with a line or two and one button (an alert's link) is narrower. */
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Head title={title}>
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <section className="container-site py-10 sm:py-16">
        <div className={`mx-auto ${narrow ? 'max-w-xl' : 'max-w-2xl'} rounded-3xl border border-line bg-white px-5 py-8 shadow-card sm:px-10 sm:py-12`}>
          <div className="text-center">
            <span className="mx-auto grid size-14 place-items-center rounded-full bg-sand text-accent">{icon}</span>
            <p className="eyebrow mt-6 text-accent">{eyebrow}</p>
            <h1 ref={headingRef} tabIndex={-1} className="mt-2 text-2xl font-semibold tracking-tight text-balance outline-none sm:text-3xl" aria-live="polite">
              {title}
            </h1>
          </div>
          {body && <p className="mt-4 text-center text-[15px] leading-relaxed text-ink/85">{body}</p>}
          {children}
        </div>
      </section>
    </>
  );
}

/** One fact of the card's list: its label and its value. */
export function FactRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** The car the page is about: a link to its page while the public sees it. */
export function CarName({ coche }: { coche: { titulo: string; url: string | null } }) {
  const { path } = useI18n();
  if (!coche.url) return <>{coche.titulo}</>;
  return (
    <Link href={path(coche.url)} className="underline decoration-line underline-offset-4 hover:decoration-ink">
      {coche.titulo}
    </Link>
  );
}
