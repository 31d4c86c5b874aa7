import { escapeHtml } from '../../inertia/html.ts';
import type { OutgoingMail } from '../../lib/mail.ts';
import { MAIL_BUTTON, MAIL_SMALL, mailBody } from '../../lib/mail-style.ts';
import { IDLE_ALERT_MONTHS, UNCONFIRMED_ALERT_DAYS } from '../../contracts/alerts.ts';
import { formatKm, formatPrice } from '../../contracts/format.ts';
import type { Translator } from '../../contracts/i18n.ts';
import type { Locale } from '../../contracts/locales.ts';

/** The alert mails: the confirmation and the digest, in plain text and simple HTML, in the alert's language (alertmail.* messages). */

/** What every alert mail knows of its alert: the address, its language, the search in words and its links (absolute, in that language). */
export interface AlertLinks {
  to: string;
  i18n: Translator;
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
  /** Its fuel's name in the alert's language. */
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
  const { t } = links.i18n;
  const text = ['', why, `${t('alertmail.unsubscribe_label')}: ${links.bajaUrl}`, '', `— ${links.signature}`];
  const html = [
    `<p style="${MAIL_SMALL}">${escapeHtml(why)} <a href="${escapeHtml(links.bajaUrl)}" style="color:#5f5b55">${escapeHtml(t('alertmail.unsubscribe_link'))}</a></p>`,
    `<p>— ${escapeHtml(links.signature)}</p>`,
  ].join('');
  return { text, html };
}

export function confirmationMail(links: AlertLinks, confirmUrl: string): OutgoingMail {
  const { t } = links.i18n;
  const lines = [t('alertmail.confirm_intro'), links.resumen, t('alertmail.confirm_activate')];
  const button = t('alertmail.confirm_button');
  const foot = footer(links, t('alertmail.confirm_not_requested', { days: UNCONFIRMED_ALERT_DAYS }));
  const text = [t('alertmail.greeting'), '', ...lines, '', `${button}: ${confirmUrl}`, ...foot.text].join('\n');
  const html = mailBody(
    [
      `<p>${escapeHtml(t('alertmail.greeting'))}</p>`,
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p style="font-weight:600">${escapeHtml(links.resumen)}</p>`,
      `<p>${escapeHtml(lines[2]!)}</p>`,
      `<p><a href="${escapeHtml(confirmUrl)}" style="${MAIL_BUTTON}">${escapeHtml(button)}</a></p>`,
      `<p style="${MAIL_SMALL}">${escapeHtml(confirmUrl)}</p>`,
      foot.html,
    ].join(''),
    { lang: links.i18n.locale },
  );
  return { to: links.to, subject: t('alertmail.confirm_subject', { appName: links.appName }), text, html, headers: unsubscribeHeaders(links.bajaUrl) };
}

/** '31.900 € al contado', and the financing price and the payment with the asterisk that leads to the representative example. */
function carPrices(car: DigestCar, appName: string, { t, locale }: Translator): string[] {
  return [
    t('pricing.prices_cash', { price: formatPrice(car.cash, locale) }),
    ...(car.financed === null ? [] : [`${t('pricing.prices_financed', { price: formatPrice(car.financed, locale), appName })}*`]),
    ...(car.cuota === null ? [] : [`${t('alertmail.digest_monthly_from', { amount: formatPrice(car.cuota, locale) })}*`]),
  ];
}

/** '2021 · 45.000 Km · Diesel' */
const carFacts = (car: DigestCar, locale: Locale) => [`${car.year}`, formatKm(car.kilometros, locale), car.combustible];

const carLine = (car: DigestCar, appName: string, i18n: Translator) => [...carFacts(car, i18n.locale), carPrices(car, appName, i18n).join(', ')].join(' · ');

function carHtml(car: DigestCar, appName: string, i18n: Translator): string {
  const [cash, ...credit] = carPrices(car, appName, i18n);
  return [
    `<tr><td style="padding:12px 0;border-top:1px solid #e7e2da;vertical-align:top;width:168px">`,
    `<a href="${escapeHtml(car.url)}"><img src="${escapeHtml(car.photoUrl)}" alt="${escapeHtml(car.title)}" width="160" style="display:block;width:160px;height:auto;border-radius:8px"></a></td>`,
    `<td style="padding:12px 0 12px 12px;border-top:1px solid #e7e2da;vertical-align:top">`,
    `<a href="${escapeHtml(car.url)}" style="color:#0b0b0c;font-weight:600;text-decoration:none">${escapeHtml(car.title)}</a>`,
    `<div style="${MAIL_SMALL}">${escapeHtml(carFacts(car, i18n.locale).join(' · '))}</div>`,
    `<div style="font-size:17px;font-weight:700;margin-top:4px">${escapeHtml(cash!)}</div>`,
    ...credit.map((line) => `<div style="${MAIL_SMALL}">${escapeHtml(line)}</div>`),
    `</td></tr>`,
  ].join('');
}

/** The day's digest: the first cars (newest first), how many there are in all, and the finance note when a payment is shown. */
export function digestMail(links: AlertLinks, cars: readonly DigestCar[], total: number, financeNote: string): OutgoingMail {
  const { i18n, appName } = links;
  const { t } = i18n;
  const heading = t('alertmail.digest_heading', { count: total });
  const more = total > cars.length ? t('alertmail.digest_view_all', { count: total }) : t('alertmail.digest_view_search');
  const note = cars.some((car) => car.cuota !== null || car.financed !== null) ? `* ${financeNote}` : null;
  const foot = footer(links, t('alertmail.digest_why', { appName, months: IDLE_ALERT_MONTHS }));
  const text = [
    heading,
    links.resumen,
    '',
    ...cars.flatMap((car) => [car.title, carLine(car, appName, i18n), car.url, '']),
    `${more}: ${links.buscarUrl}`,
    ...(note ? ['', note] : []),
    ...foot.text,
  ].join('\n');
  const html = mailBody(
    [
      `<p>${escapeHtml(heading)}<br><strong>${escapeHtml(links.resumen)}</strong></p>`,
      `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse">${cars.map((car) => carHtml(car, appName, i18n)).join('')}</table>`,
      `<p style="margin-top:20px"><a href="${escapeHtml(links.buscarUrl)}" style="${MAIL_BUTTON}">${escapeHtml(more)}</a></p>`,
      note ? `<p style="${MAIL_SMALL}">${escapeHtml(note)}</p>` : '',
      foot.html,
    ].join(''),
    { lang: i18n.locale },
  );
  const subject = t('alertmail.digest_subject', { count: total, summary: links.resumen });
  return { to: links.to, subject: subject.slice(0, 180), text, html, headers: unsubscribeHeaders(links.bajaUrl) };
}
