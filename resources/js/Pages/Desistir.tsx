import { Head, Link } from '@inertiajs/react';
import type { DesistirEstado } from '@contracts/reservations';
import type { PageProps } from '@contracts/page-registry';
import { formatDateTime, formatDay, formatPrice } from '@contracts/format';
import { WITHDRAWAL_DAYS } from '@contracts/withdrawal';
import FormStatus from '@/Components/Forms/FormStatus';
import SubmitButton from '@/Components/Forms/SubmitButton';
import { BookmarkIcon } from '@/Components/icons/vehicle';
import PublicLayout from '@/Layouts/PublicLayout';
import { useLinkAction } from '@/hooks/useLinkAction';
import { useI18n } from '@/lib/i18n';
import type { MessageKey } from '../../../lang/types';

const TITLES: Record<DesistirEstado, MessageKey> = {
  abierta: 'withdrawal.open_title',
  desistida: 'withdrawal.withdrawn_title',
  cerrada: 'withdrawal.closed_title',
  no_existe: 'withdrawal.not_found_title',
};

/**
 * The reservation mail's 'Desistir' link (TRLGDCU arts. 102–107): the reservation and, while it
 * is open, one button that withdraws from it, with no reason asked; then the acknowledgement
 * and the refund's last day. Never indexed.
 */
export default function Desistir({ estado, reserva, accion }: PageProps<'Desistir'>) {
  const { t, rich, locale, route, path } = useI18n();
  const { submit, processing, status } = useLinkAction(accion && path(accion), t('withdrawal.failed'));
  const title = t(TITLES[estado]);

  return (
    <>
      <Head title={title}>
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <section className="container-site py-14 sm:py-20">
        <div className="mx-auto max-w-xl rounded-3xl border border-line bg-white px-6 py-10 shadow-card sm:px-10 sm:py-12">
          <div className="text-center">
            <span className="mx-auto grid size-14 place-items-center rounded-full bg-sand text-accent">
              <BookmarkIcon className="size-6" />
            </span>
            <p className="eyebrow mt-6 text-accent">{t('withdrawal.eyebrow')}</p>
            <h1 className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
          </div>
          {reserva && (
            <dl className="mt-6 space-y-2 rounded-xl bg-sand/60 px-4 py-4 text-sm ring-1 ring-line/70">
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-muted">{t('withdrawal.car')}</dt>
                <dd className="font-semibold">
                  {reserva.url ? (
                    <Link href={path(reserva.url)} className="underline decoration-line underline-offset-4 hover:decoration-ink">
                      {reserva.coche}
                    </Link>
                  ) : (
                    reserva.coche
                  )}
                </dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-muted">{t('withdrawal.reserved_at')}</dt>
                <dd className="tabular-nums">{formatDateTime(reserva.hecha, locale)}</dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-muted">{t('withdrawal.deposit')}</dt>
                <dd className="tabular-nums">{formatPrice(reserva.senal, locale)}</dd>
              </div>
              {reserva.desistida && (
                <div className="flex flex-wrap justify-between gap-x-4">
                  <dt className="text-muted">{t('withdrawal.withdrawn_at')}</dt>
                  <dd className="tabular-nums">{formatDateTime(reserva.desistida, locale)}</dd>
                </div>
              )}
            </dl>
          )}
          <div className="mt-6 space-y-3 text-[15px] leading-relaxed text-ink/85">
            {estado === 'abierta' && (
              <>
                <p>{t('withdrawal.open_deadline', { days: WITHDRAWAL_DAYS })}</p>
                <p>{t('withdrawal.open_refund', { days: WITHDRAWAL_DAYS })}</p>
              </>
            )}
            {estado === 'desistida' && reserva?.reembolsoHasta && (
              <p>
                {rich('withdrawal.withdrawn_refund', {
                  date: formatDay(reserva.reembolsoHasta, locale),
                  strong: (words) => <strong className="font-semibold">{words}</strong>,
                })}
              </p>
            )}
            {estado === 'cerrada' && <p>{t('withdrawal.closed_body')}</p>}
            {estado === 'no_existe' && <p>{t('withdrawal.not_found_body')}</p>}
          </div>
          {accion && (
            <form onSubmit={submit} className="mt-8 flex flex-col items-center gap-4">
              <SubmitButton processing={processing}>{t('withdrawal.withdraw_button')}</SubmitButton>
              <FormStatus status={status} className="text-left" />
            </form>
          )}
          <p className="mt-8 text-center text-sm">
            <Link href={route('condiciones_reserva')} className="font-semibold text-ink underline decoration-line underline-offset-4 hover:decoration-ink">
              {t('withdrawal.terms_link')}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}

Desistir.layout = PublicLayout;
