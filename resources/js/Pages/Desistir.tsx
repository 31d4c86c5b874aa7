import { Head, Link } from '@inertiajs/react';
import type { DesistirEstado } from '@contracts/reservations';
import type { PageProps } from '@contracts/page-registry';
import { formatDateTime, formatDay, formatPrice } from '@contracts/format';
import { route } from '@contracts/routes';
import { WITHDRAWAL_DAYS } from '@contracts/withdrawal';
import FormStatus from '@/Components/Forms/FormStatus';
import SubmitButton from '@/Components/Forms/SubmitButton';
import { BookmarkIcon } from '@/Components/icons/vehicle';
import PublicLayout from '@/Layouts/PublicLayout';
import { useLinkAction } from '@/hooks/useLinkAction';

const TITLES: Record<DesistirEstado, string> = {
  abierta: 'Desistir de la reserva',
  desistida: 'Has desistido de la reserva',
  cerrada: 'Esta reserva ya ha terminado',
  no_existe: 'No encontramos esta reserva',
};

const FAILED = 'No hemos podido registrar tu desistimiento. Recarga la página e inténtalo de nuevo, o llámanos.';

/**
 * The reservation mail's 'Desistir' link (TRLGDCU arts. 102–107): the reservation and, while it
 * is open, one button that withdraws from it, with no reason asked; then the acknowledgement
 * and the refund's last day. Never indexed.
 */
export default function Desistir({ estado, reserva, accion }: PageProps<'Desistir'>) {
  const { submit, processing, status } = useLinkAction(accion, FAILED);

  return (
    <>
      <Head title={TITLES[estado]}>
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <section className="container-site py-14 sm:py-20">
        <div className="mx-auto max-w-xl rounded-3xl border border-line bg-white px-6 py-10 shadow-card sm:px-10 sm:py-12">
          <div className="text-center">
            <span className="mx-auto grid size-14 place-items-center rounded-full bg-sand text-accent">
              <BookmarkIcon className="size-6" />
            </span>
            <p className="eyebrow mt-6 text-accent">Reserva online</p>
            <h1 className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">{TITLES[estado]}</h1>
          </div>
          {reserva && (
            <dl className="mt-6 space-y-2 rounded-xl bg-sand/60 px-4 py-4 text-sm ring-1 ring-line/70">
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-muted">Coche</dt>
                <dd className="font-semibold">
                  {reserva.url ? (
                    <Link href={reserva.url} className="underline decoration-line underline-offset-4 hover:decoration-ink">
                      {reserva.coche}
                    </Link>
                  ) : (
                    reserva.coche
                  )}
                </dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-muted">Reserva hecha</dt>
                <dd className="tabular-nums">{formatDateTime(reserva.hecha)}</dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-muted">Señal</dt>
                <dd className="tabular-nums">{formatPrice(reserva.senal)}</dd>
              </div>
              {reserva.desistida && (
                <div className="flex flex-wrap justify-between gap-x-4">
                  <dt className="text-muted">Desistida</dt>
                  <dd className="tabular-nums">{formatDateTime(reserva.desistida)}</dd>
                </div>
              )}
            </dl>
          )}
          <div className="mt-6 space-y-3 text-[15px] leading-relaxed text-ink/85">
            {estado === 'abierta' && (
              <>
                <p>
                  Tienes {WITHDRAWAL_DAYS} días naturales desde que hiciste la reserva para desistir sin dar explicaciones; después, mientras no formalicemos la compra, puedes
                  cancelarla igualmente.
                </p>
                <p>
                  Si pulsas el botón, anulamos la reserva y te lo confirmamos por correo. Si pagaste la señal, te la devolvemos en dinero, por el mismo medio de pago, en un plazo
                  máximo de {WITHDRAWAL_DAYS} días.
                </p>
              </>
            )}
            {estado === 'desistida' && reserva?.reembolsoHasta && (
              <p>
                La reserva queda anulada y te lo hemos confirmado por correo. Si nos pagaste la señal, te la devolvemos en dinero, por el mismo medio de pago, a más tardar el{' '}
                <strong className="font-semibold">{formatDay(reserva.reembolsoHasta)}</strong>.
              </p>
            )}
            {estado === 'cerrada' && <p>La reserva ya no está activa, así que no hay nada de lo que desistir. Si pagaste la señal y la compra no se formalizó, te la devolvemos igualmente: llámanos si aún no la has recibido.</p>}
            {estado === 'no_existe' && <p>El enlace no corresponde a ninguna reserva. Comprueba que lo has copiado entero del correo, o llámanos y lo vemos contigo.</p>}
          </div>
          {accion && (
            <form onSubmit={submit} className="mt-8 flex flex-col items-center gap-4">
              <SubmitButton processing={processing}>Desistir de la reserva</SubmitButton>
              <FormStatus status={status} className="text-left" />
            </form>
          )}
          <p className="mt-8 text-center text-sm">
            <Link href={route('condiciones_reserva')} className="font-semibold text-ink underline decoration-line underline-offset-4 hover:decoration-ink">
              Condiciones de la reserva
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}

Desistir.layout = PublicLayout;
