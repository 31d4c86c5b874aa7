import { Head } from '@inertiajs/react';
import type { ReactNode } from 'react';

interface Props {
  /** The page's <title> and heading. */
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  /** A status line from the server (green, announced politely). */
  status?: string | null | undefined;
  children: ReactNode;
  footer?: ReactNode;
}

/** The white card of an account screen: eyebrow, heading, explanation, status, the form, links under it. */
export default function AuthCard({ title, eyebrow = 'Área del personal', description, status, children, footer }: Props) {
  return (
    <div className="w-full max-w-[26rem]">
      <Head title={title}>
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <section className="on-light rounded-3xl bg-white p-6 text-ink shadow-lift ring-1 ring-black/5 sm:p-10">
        <p className="eyebrow text-accent">{eyebrow}</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-balance">{title}</h1>
        {description && <div className="mt-2 text-sm leading-relaxed text-pretty text-muted">{description}</div>}
        {status && (
          <p role="status" className="mt-5 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm leading-relaxed text-emerald-900">
            {status}
          </p>
        )}
        <div className="mt-7">{children}</div>
      </section>
      {footer && <div className="mt-6 text-center text-sm text-white/70">{footer}</div>}
    </div>
  );
}
