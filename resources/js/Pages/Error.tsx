import { Head, Link } from '@inertiajs/react';
import { ArrowRightIcon } from '@/Components/icons/site';
import PublicLayout from '@/Layouts/PublicLayout';
import { canRetry, errorText } from '@/lib/error-texts';
import type { PageProps } from '@contracts/page-registry';
import { route } from '@contracts/routes';

/** Spanish error page (403, 404, 419, 500, 503…), rendered with the right status by the server. */
export default function ErrorPage({ status, message: serverMessage, auth }: PageProps<'Error'>) {
  const { title, message } = errorText(status, serverMessage);
  const canReload = canRetry(status);
  // A member of staff refused by their role goes back to the panel, not to the public home.
  const back = status === 403 && auth.user ? { href: route('dashboard'), label: 'Volver al panel' } : { href: '/', label: 'Volver al inicio' };

  return (
    <>
      <Head title={title}>
        <meta head-key="description" name="description" content={message} />
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <section className="container-site flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <p className="eyebrow text-accent">Error {status}</p>
        <h1 className="mt-4 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-pretty text-muted">{message}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          {canReload && (
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="rounded-full bg-ink px-7 py-3.5 text-sm font-semibold text-white transition-colors hover:bg-ink-soft"
            >
              Recargar la página
            </button>
          )}
          <Link
            href={back.href}
            className={`group inline-flex items-center justify-center gap-2 rounded-full px-7 py-3.5 text-sm font-semibold transition-colors ${
              canReload ? 'border border-line hover:border-ink/40' : 'bg-ink text-white hover:bg-ink-soft'
            }`}
          >
            {back.label}
            <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
          {status === 404 && (
            <Link
              href="/buscar"
              className="inline-flex items-center justify-center rounded-full border border-line px-7 py-3.5 text-sm font-semibold transition-colors hover:border-ink/40"
            >
              Buscar vehículos
            </Link>
          )}
        </div>
      </section>
    </>
  );
}

ErrorPage.layout = PublicLayout;
