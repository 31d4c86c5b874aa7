import { escapeHtml } from '../../inertia/html.ts';
import type { OutgoingMail } from '../../lib/mail.ts';
import { MAIL_BUTTON, MAIL_SMALL, mailBody } from '../../lib/mail-style.ts';
import { IDLE_ALERT_MONTHS, UNCONFIRMED_ALERT_DAYS } from '../../contracts/alerts.ts';
import { formatKm, formatPrice } from '../../contracts/format.ts';

/** The alert mails: the confirmation and the digest, in plain text and simple HTML. */

/** What every alert mail knows of its alert: the address, the search in words and its links (absolute). */
export interface AlertLinks {
  to: string;
  resumen: string;
  /** The search on /buscar. */
  buscarUrl: string;
  /** The page with the one-click unsubscribe button; also the List-Unsubscribe target. */
  bajaUrl: string;
  /** The closing line: companySignature (contracts/company.ts). */
  signature: string;
  appName: string;
}

/** A car of a digest, ready to show. */
export interface DigestCar {
  title: string;
  year: number;
  kilometros: number;
  combustible: string;
  /** The cash price; the price when financing with the dealer, when there is one; and "desde X €/mes" when it is offered on credit. */
  cash: number;
  financed: number | null;
  cuota: number | null;
  /** Absolute URLs of its page and its photo. */
  url: string;
  photoUrl: string;
}

/**
 * The headers of a one-click unsubscribe (RFC 8058): a mail client posts
 * 'List-Unsubscribe=One-Click' to the link, with no cookie, and the alert is gone.
 */
function unsubscribeHeaders(bajaUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${bajaUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function footer(links: AlertLinks, why: string): { text: string[]; html: string } {
  const text = ['', why, `Darse de baja: ${links.bajaUrl}`, '', `— ${links.signature}`];
  const html = [
    `<p style="${MAIL_SMALL}">${escapeHtml(why)} <a href="${escapeHtml(links.bajaUrl)}" style="color:#5f5b55">Darme de baja</a></p>`,
    `<p>— ${escapeHtml(links.signature)}</p>`,
  ].join('');
  return { text, html };
}

export function confirmationMail(links: AlertLinks, confirmUrl: string): OutgoingMail {
  const lines = [
    'Has pedido que te avisemos por correo de los coches nuevos que encajen con esta búsqueda:',
    links.resumen,
    'Confirma que esta dirección es tuya para activar la alerta. Hasta entonces no te enviaremos nada más.',
  ];
  const foot = footer(links, `Si no lo has pedido tú, ignora este correo: la alerta se borrará sola en ${UNCONFIRMED_ALERT_DAYS} días.`);
  const text = ['Hola:', '', ...lines, '', `Confirmar la alerta: ${confirmUrl}`, ...foot.text].join('\n');
  const html = mailBody(
    [
      '<p>Hola:</p>',
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p style="font-weight:600">${escapeHtml(links.resumen)}</p>`,
      `<p>${escapeHtml(lines[2]!)}</p>`,
      `<p><a href="${escapeHtml(confirmUrl)}" style="${MAIL_BUTTON}">Confirmar la alerta</a></p>`,
      `<p style="${MAIL_SMALL}">${escapeHtml(confirmUrl)}</p>`,
      foot.html,
    ].join(''),
  );
  return { to: links.to, subject: `Confirma tu alerta de coches - ${links.appName}`, text, html, headers: unsubscribeHeaders(links.bajaUrl) };
}

/** '31.900 € al contado', and the financing price and the payment with the asterisk that leads to the representative example. */
function carPrices(car: DigestCar, appName: string): string[] {
  return [
    `${formatPrice(car.cash)} al contado`,
    ...(car.financed === null ? [] : [`${formatPrice(car.financed)} financiando con ${appName}*`]),
    ...(car.cuota === null ? [] : [`desde ${formatPrice(car.cuota)}/mes*`]),
  ];
}

const carLine = (car: DigestCar, appName: string) => [`${car.year}`, formatKm(car.kilometros), car.combustible, carPrices(car, appName).join(', ')].join(' · ');

function carHtml(car: DigestCar, appName: string): string {
  const [cash, ...credit] = carPrices(car, appName);
  return [
    `<tr><td style="padding:12px 0;border-top:1px solid #e7e2da;vertical-align:top;width:168px">`,
    `<a href="${escapeHtml(car.url)}"><img src="${escapeHtml(car.photoUrl)}" alt="${escapeHtml(car.title)}" width="160" style="display:block;width:160px;height:auto;border-radius:8px"></a></td>`,
    `<td style="padding:12px 0 12px 12px;border-top:1px solid #e7e2da;vertical-align:top">`,
    `<a href="${escapeHtml(car.url)}" style="color:#0b0b0c;font-weight:600;text-decoration:none">${escapeHtml(car.title)}</a>`,
    `<div style="${MAIL_SMALL}">${escapeHtml(`${car.year} · ${formatKm(car.kilometros)} · ${car.combustible}`)}</div>`,
    `<div style="font-size:17px;font-weight:700;margin-top:4px">${escapeHtml(cash!)}</div>`,
    ...credit.map((line) => `<div style="${MAIL_SMALL}">${escapeHtml(line)}</div>`),
    `</td></tr>`,
  ].join('');
}

/** The day's digest: the first cars (newest first), how many there are in all, and the finance note when a payment is shown. */
export function digestMail(links: AlertLinks, cars: readonly DigestCar[], total: number, financeNote: string): OutgoingMail {
  const heading = total === 1 ? 'Hay 1 coche nuevo para tu alerta:' : `Hay ${total} coches nuevos para tu alerta:`;
  const more = total > cars.length ? `Ver los ${total} en la web` : 'Ver la búsqueda en la web';
  const note = cars.some((car) => car.cuota !== null || car.financed !== null) ? `* ${financeNote}` : null;
  const why = `Recibes este correo porque creaste esta alerta en ${links.appName}. Si pasan ${IDLE_ALERT_MONTHS} meses sin que la vuelvas a guardar, la borraremos.`;
  const foot = footer(links, why);
  const text = [
    heading,
    links.resumen,
    '',
    ...cars.flatMap((car) => [car.title, carLine(car, links.appName), car.url, '']),
    `${more}: ${links.buscarUrl}`,
    ...(note ? ['', note] : []),
    ...foot.text,
  ].join('\n');
  const html = mailBody(
    [
      `<p>${escapeHtml(heading)}<br><strong>${escapeHtml(links.resumen)}</strong></p>`,
      `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse">${cars.map((car) => carHtml(car, links.appName)).join('')}</table>`,
      `<p style="margin-top:20px"><a href="${escapeHtml(links.buscarUrl)}" style="${MAIL_BUTTON}">${escapeHtml(more)}</a></p>`,
      note ? `<p style="${MAIL_SMALL}">${escapeHtml(note)}</p>` : '',
      foot.html,
    ].join(''),
  );
  const subject = total === 1 ? `1 coche nuevo para tu alerta: ${links.resumen}` : `${total} coches nuevos para tu alerta: ${links.resumen}`;
  return { to: links.to, subject: subject.slice(0, 180), text, html, headers: unsubscribeHeaders(links.bajaUrl) };
}
