import { companySignature } from '../../contracts/company.ts';
import { formatPrice } from '../../contracts/format.ts';
import { localizedPath, storedLocale } from '../../contracts/locales.ts';
import type { DevolucionMotivo } from '../../contracts/payments.ts';
import { priceFigures } from '../../contracts/pricing.ts';
import { route } from '../../contracts/routes.ts';
import { vehicleHref, vehicleTitle } from '../../contracts/vehicle.ts';
import { env } from '../../config/env.ts';
import { companyDetails } from '../../core/company-details.ts';
import { translator } from '../../i18n/index.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import { linkMail } from '../../lib/link-mail.ts';
import { mailer } from '../../lib/mail.ts';
import type { MessageKey } from '../../../lang/types.ts';
import { similarToCar } from '../catalogue/index.ts';
import { markRefundTold, refundToTell } from './deposits.queries.ts';
import { reservationFacts } from './reservations.queries.ts';

/** Why the deposit went back, as the buyer's mail says it. */
const WHY: Record<DevolucionMotivo, MessageKey> = {
  desistida: 'mail.refund_why_desistida',
  liberada: 'mail.refund_why_liberada',
  caducada: 'mail.refund_why_caducada',
  ocupado: 'mail.refund_why_ocupado',
  tardio: 'mail.refund_why_tardio',
};

/**
 * The buyer's mail once the gateway has given the deposit back, in the language they reserved
 * in: how much, why, and 'Mi reserva'; when another buyer paid for the car first, cars like it.
 * Sent once (devolucion_correo_at). Whether it went out.
 */
export async function sendRefundMail(pagoId: number): Promise<boolean> {
  const refund = await refundToTell(pagoId);
  if (!refund) return false;
  const facts = refund.reserva_id === null ? null : await reservationFacts({ id: refund.reserva_id });
  if (facts) {
    const i18n = translator(storedLocale(facts.lead.idioma));
    const { t, locale } = i18n;
    const car = facts.car ? vehicleTitle(facts.car) : t('mail.car_fallback');
    const similar = refund.devolucion_motivo === 'ocupado' ? await similarToCar(facts.coche_id) : [];
    const appName = env().APP_NAME;
    const lines = [
      t('mail.refund_done', { amount: formatPrice((refund.devolucion_importe ?? 0) / 100, locale), car }),
      t(WHY[refund.devolucion_motivo as DevolucionMotivo]),
      ...(similar.length > 0 ? [t('mail.refund_similar')] : []),
      ...similar.map((card) => `${vehicleTitle(card)} · ${formatPrice(priceFigures({ ...card, cuota: null, precioAnterior: card.precio_anterior }).cash, locale)}: ${absoluteUrl(localizedPath(vehicleHref(card.slug), locale))}`),
    ];
    await mailer().send(
      linkMail({
        to: facts.lead.email,
        subject: t('mail.refund_subject', { car, appName }).slice(0, 180),
        greeting: t('mail.greeting', { name: facts.lead.nombre }),
        lines,
        action: t('mail.my_reservation'),
        url: absoluteUrl(route('mi_reserva', { token: facts.token }, locale)),
        footer: t('mail.refund_footer'),
        signature: companySignature(await companyDetails(), appName),
        lang: locale,
      }),
    );
  }
  await markRefundTold(pagoId);
  return facts !== null;
}
