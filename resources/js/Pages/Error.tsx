import { Head, Link } from '@inertiajs/react';
import { ArrowRightIcon } from '@/Components/icons/site';
import PublicLayout from '@/Layouts/PublicLayout';
import { useI18n } from '@/lib/i18n';
import type { PageProps } from '@contracts/page-registry';
import { route as panelRoute } from '@contracts/routes';
import type { MessageKey } from '../../../lang/types';

interface ErrorKeys {
  title: MessageKey;
  message: MessageKey;
}

const TEXTS: Record<number, ErrorKeys> = {
  401: { title: 'errors.unauthorized_title', message: 'errors.unauthorized_message' },
  403: { title: 'errors.forbidden_title', message: 'errors.forbidden_message' },
  404: { title: 'errors.not_found_title', message: 'errors.not_found_message' },
  419: { title: 'errors.expired_title', message: 'errors.expired_message' },
  429: { title: 'errors.too_many_title', message: 'errors.too_many_message' },
  500: { title: 'errors.server_title', message: 'errors.server_message' },
  503: { title: 'errors.unavailable_title', message: 'errors.unavailable_message' },
};

/** A status's texts; one without its own reads as its class's (a 5xx as a 500, any other as a 404). */
const textsOf = (status: number): ErrorKeys => TEXTS[status] ?? TEXTS[status >= 500 ? 500 : 404]!;

/** Statuses where reloading may help (an expired token, too many tries, trouble on the server). */
const canRetry = (status: number) => status === 419 || status === 429 || status >= 500;

/** The error page (403, 404, 419, 500, 503…), rendered with the right status by the server. */
export default function ErrorPage({ status, message: serverMessage, auth }: PageProps<'Error'>) {
  const { t, route } = useI18n();
  const keys = textsOf(status);
  const title = t(keys.title);
  // The server's own explanation (in the page's language) replaces the page's unless it only repeats the title.
  const message = serverMessage && serverMessage !== title ? serverMessage : t(keys.message);
  const canReload = canRetry(status);
  // A member of staff refused by their role goes back to the panel, not to the public home.
  const back = status === 403 && auth.user ? { href: panelRoute('dashboard'), label: t('errors.back_to_panel') } : { href: route('home'), label: t('errors.back_home') };

  return (
    <>
      <Head title={title}>
        <meta head-key="description" name="description" content={message} />
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <section className="container-site flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <p className="eyebrow text-accent">{t('errors.eyebrow', { status })}</p>
        <h1 className="mt-4 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-pretty text-muted">{message}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          {canReload && (
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="rounded-full bg-ink px-7 py-3.5 text-sm font-semibold text-white transition-colors hover:bg-ink-soft"
            >
              {t('errors.reload')}
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
              href={route('buscar')}
              className="inline-flex items-center justify-center rounded-full border border-line px-7 py-3.5 text-sm font-semibold transition-colors hover:border-ink/40"
            >
              {t('errors.search_vehicles')}
            </Link>
          )}
        </div>
      </section>
    </>
  );
}

ErrorPage.layout = PublicLayout;
