import { Link } from '@inertiajs/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { PageProps } from '@contracts/page-registry';
import { PAYMENT_WINDOW_MINUTES } from '@contracts/payments';
import type { MiReservaEstado } from '@contracts/reservations';
import { formatDateTime, formatDay, formatPrice } from '@contracts/format';
import LinkPageCard, { CarName, FactRow } from '@/Components/LinkPage/LinkPageCard';
import Countdown from '@/Components/MiReserva/Countdown';
import PayButton from '@/Components/MiReserva/PayButton';
import RefundStatus from '@/Components/MiReserva/RefundStatus';
import WithdrawPanel from '@/Components/MiReserva/WithdrawPanel';
import { BookmarkIcon } from '@/Components/icons/vehicle';
import PublicLayout from '@/Layouts/PublicLayout';
import { useProcessingPoll } from '@/hooks/useProcessingPoll';
import { useI18n } from '@/lib/i18n';
import type { MessageKey } from '../../../lang/types';

const TITLES: Record<MiReservaEstado, MessageKey> = {
  pago_pendiente: 'myreservation.title_pago_pendiente',
  pago_denegado: 'myreservation.title_pago_denegado',
  pendiente: 'myreservation.title_pendiente',
  confirmada: 'myreservation.title_confirmada',
  completada: 'myreservation.title_completada',
  desistida: 'myreservation.title_desistida',
  liberada: 'myreservation.title_liberada',
  caducada: 'myreservation.title_caducada',
  rechazada: 'myreservation.title_rechazada',
};

/** The words of each way the deposit was paid ('con tarjeta'). */
const METHODS = { tarjeta: 'myreservation.method_tarjeta', bizum: 'myreservation.method_bizum', otro: 'myreservation.method_otro' } as const satisfies Record<string, MessageKey>;

/** What the page says under its title, in the states with nothing more to add. */
const BODIES = {
  pendiente: 'myreservation.body_pendiente',
  confirmada: 'myreservation.body_confirmada',
  completada: 'myreservation.body_completada',
  liberada: 'myreservation.body_liberada',
} as const satisfies Record<string, MessageKey>;

/** What the page polls for while the bank has not yet told us about the payment, and for how long: the bank answers in seconds. */
const LIVE_PROPS = ['estado', 'hasta', 'ahora', 'desistida', 'reembolsoHasta', 'pago', 'devolucion', 'acciones'];
const WATCH_MS = 5 * 60_000;

/**
 * 'Mi reserva' (/mi-reserva/{token}), linked from every mail of the reservation: where it stands,
 * the car, the countdown to the end of the hold, what comes next and how the rest is paid, the
 * deposit's refund, and the two-click withdrawal. Never indexed; it updates itself while the
 * bank's confirmation is on its way.
 */
export default function MiReserva(props: PageProps<'MiReserva'>) {
  const { estado, coche, titular, sede, senal, hecha, hasta, desistida, ahora, reembolsoHasta, pago, devolucion, acciones } = props;
  const { t, rich, locale, route } = useI18n();
  const [watching, setWatching] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setWatching(false), WATCH_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useProcessingPoll(estado === 'pago_pendiente' && watching, LIVE_PROPS);
  // When the state changes under the buyer (paid, withdrawn), focus goes to the title that says so.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(estado);
  useEffect(() => {
    if (shown.current === estado) return;
    shown.current = estado;
    heading.current?.focus();
  }, [estado]);
  const title = t(TITLES[estado]);
  const strong = (words: ReactNode) => <strong className="font-semibold">{words}</strong>;
  const body = (() => {
    switch (estado) {
      case 'pago_pendiente':
        return t('myreservation.body_pago_pendiente', { minutes: PAYMENT_WINDOW_MINUTES });
      case 'pago_denegado':
        return t('myreservation.body_pago_denegado', { minutes: PAYMENT_WINDOW_MINUTES });
      case 'desistida':
        return reembolsoHasta ? rich('myreservation.body_desistida', { date: formatDay(reembolsoHasta, locale), strong }) : null;
      case 'caducada':
        return t(pago ? 'myreservation.body_caducada' : 'myreservation.body_caducada_sin_pago');
      case 'rechazada':
        return t(devolucion?.motivo === 'ocupado' ? 'myreservation.body_ocupado' : 'myreservation.body_rechazada');
      default:
        return t(BODIES[estado]);
    }
  })();
  const rest = coche.precio === null ? null : coche.precio - senal;

  return (
    <LinkPageCard icon={<BookmarkIcon className="size-6" />} eyebrow={t('myreservation.eyebrow')} title={title} body={body} headingRef={heading}>
          {estado === 'confirmada' && hasta && (
            <div className="mt-6">
              <Countdown hasta={hasta} ahora={ahora} />
            </div>
          )}

          <dl className="mt-6 space-y-2.5 rounded-xl bg-sand/60 px-4 py-4 text-sm ring-1 ring-line/70 sm:px-5">
            <FactRow label={t('myreservation.car')}>
              <CarName coche={coche} />
            </FactRow>
            {coche.precio !== null && <FactRow label={t('myreservation.price')}>{formatPrice(coche.precio, locale)}</FactRow>}
            <FactRow label={t('myreservation.deposit')}>{formatPrice(senal, locale)}</FactRow>
            {pago && (
              <FactRow label={t('myreservation.paid_with')}>
                {t('myreservation.paid_on', { method: t(METHODS[pago.metodo ?? 'otro']), date: formatDateTime(pago.el, locale) })}
              </FactRow>
            )}
            <FactRow label={t('myreservation.reserved_at')}>{formatDateTime(hecha, locale)}</FactRow>
            {desistida && <FactRow label={t('myreservation.withdrawn_at')}>{formatDateTime(desistida, locale)}</FactRow>}
            <FactRow label={t('myreservation.branch')}>
              <a href={sede.mapa} target="_blank" rel="noopener" className="underline decoration-line underline-offset-4 hover:decoration-ink">
                {sede.nombre}
              </a>
            </FactRow>
          </dl>

          {acciones.pagar && <PayButton accion={acciones.pagar} senal={senal} />}

          {estado === 'confirmada' && (
            <section aria-labelledby="next-heading" className="mt-8">
              <h2 id="next-heading" className="text-base font-semibold">
                {t('myreservation.next_heading')}
              </h2>
              <ol className="mt-3 space-y-2.5 text-sm leading-relaxed text-ink/85">
                {[
                  t('myreservation.next_call'),
                  rest === null ? t('myreservation.next_rest_unknown') : t('myreservation.next_rest', { rest: formatPrice(rest, locale) }),
                  t('myreservation.next_pickup', { branch: `${sede.nombre} (${sede.direccion})` }),
                  t('myreservation.next_deposit'),
                ].map((step, index) => (
                  <li key={step} className="flex gap-3">
                    <span aria-hidden="true" className="grid size-6 shrink-0 place-items-center rounded-full bg-sand text-xs font-semibold">
                      {index + 1}
                    </span>
                    <span>{step}</span>
                  </li>
                ))}
              </ol>
            </section>
          )}

          {devolucion && <RefundStatus devolucion={devolucion} />}

          {acciones.desistir && <WithdrawPanel accion={acciones.desistir} titular={titular} coche={coche.titulo} />}

          <p className="mt-8 text-center text-sm">
            <Link href={route('condiciones_reserva')} className="font-semibold text-ink underline decoration-line underline-offset-4 hover:decoration-ink">
              {t('myreservation.terms_link')}
            </Link>
          </p>
    </LinkPageCard>
  );
}

MiReserva.layout = PublicLayout;
