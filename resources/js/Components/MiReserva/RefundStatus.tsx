import type { MiReservaProps } from '@contracts/reservations';
import { formatDateTime, formatPrice } from '@contracts/format';
import { useI18n } from '@/lib/i18n';

const TONES = { pendiente: 'bg-sand text-ink', hecha: 'bg-emerald-50 text-emerald-900 ring-emerald-200', rechazada: 'bg-accent/5 text-ink ring-accent/30' } as const;

/** The deposit's refund: asked of the bank, done (when), or refused (then staff refund it by transfer). */
export default function RefundStatus({ devolucion }: { devolucion: NonNullable<MiReservaProps['devolucion']> }) {
  const { t, locale } = useI18n();
  const amount = formatPrice(devolucion.importe / 100, locale);
  const text =
    devolucion.estado === 'hecha'
      ? t('myreservation.refund_hecha', { amount, date: formatDateTime(devolucion.el ?? '', locale) })
      : devolucion.estado === 'rechazada'
        ? t('myreservation.refund_rechazada', { amount })
        : t('myreservation.refund_pendiente', { amount });
  return (
    <section aria-labelledby="refund-heading" className={`mt-6 rounded-xl px-4 py-4 text-sm ring-1 ring-line/70 sm:px-5 ${TONES[devolucion.estado]}`}>
      <h2 id="refund-heading" className="font-semibold">
        {t('myreservation.refund_heading')}
      </h2>
      <p className="mt-1 leading-relaxed">{text}</p>
    </section>
  );
}
