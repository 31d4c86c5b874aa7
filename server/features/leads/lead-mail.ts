import { escapeHtml } from '../../inertia/html.ts';
import type { OutgoingMail } from '../../lib/mail.ts';
import type { ChosenFinance } from '../../contracts/finance.ts';
import { creditFigures } from '../../contracts/finance-disclosure.ts';
import { formatKm } from '../../contracts/format.ts';
import { LOCALE_DETAILS, storedLocale } from '../../contracts/locales.ts';

/** The lead as the staff mail reads it (see leadForMail in leads.queries.ts). */
export interface LeadMailData {
  id: number;
  source: string;
  nombre: string;
  apellidos: string | null;
  telefono: string;
  email: string;
  mensaje: string | null;
  payload: unknown;
  consent_at: Date;
  consent_version: string;
  created_at: Date;
  /** The language of the page it was sent from (contracts/locales.ts). */
  idioma: string;
  /** The car it is about, with its public URL. */
  /** The car asked about: its name, its page, its prices in words (contracts/pricing.ts pricesInWords) and its condition as the buyer is told it (contracts/car-condition.ts). */
  coche: { title: string; url: string; prices: string; estado: string[] } | null;
}

const SOURCES: Record<string, string> = {
  vehiculo: 'Contacto sobre un vehículo',
  cita: 'Pedir cita',
  landing: 'Landing «Solicitar cita»',
  contacto: 'Página de contacto',
  clasea: 'Landing Clase A',
  tasacion: 'Tasamos tu coche',
  reserva: 'Reservar un coche',
};

/** Labels of the form fields a lead keeps in its payload; other keys are shown as they are. */
const DETAILS: Record<string, string> = {
  f_concesionario: 'Concesionario',
  f_marca: 'Marca',
  f_modelo: 'Modelo',
  f_fecha: 'Mes de la visita',
  f_horario: 'Horario',
  f_ciudad: 'Ciudad',
  origen: 'Origen',
  horario_preferencia: 'Horario preferido',
  desea_financiar: 'Desea financiar',
  vehicle_id: 'Vehículo pedido (n.º)',
  page_url: 'Página',
  submitted_at: 'Enviado (navegador)',
  matricula: 'Matrícula',
  marca: 'Marca',
  modelo: 'Modelo',
  year: 'Año',
  kilometros: 'Kilómetros',
  combustible: 'Combustible',
  cambio: 'Cambio',
  estado: 'Estado',
  fotos: 'Fotos enviadas',
  sede: 'Sede',
  senal: 'Señal (€)',
  horas: 'Horas de reserva',
  iban: 'Cuenta para la transferencia',
  pago: 'Pago de la señal',
  inicio: 'Prueba de conducción',
  minutos: 'Duración (minutos)',
};

const canaryTime = new Intl.DateTimeFormat('es-ES', { timeZone: 'Atlantic/Canary', dateStyle: 'long', timeStyle: 'short' });

/** Date and time as the dealership reads them (Canary Islands time). */
export function formatCanaryTime(date: Date): string {
  return `${canaryTime.format(date)} (hora de Canarias)`;
}

const monthName = new Intl.DateTimeFormat('es-ES', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** The appointment's month, '2027-01', as 'enero de 2027'; any other value as detailText does. */
function monthText(value: unknown): string | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  return match ? monthName.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : detailText(value);
}

/** A test drive's start, an ISO instant, as the dealership reads it; any other value as detailText does. */
function startText(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? formatCanaryTime(new Date(value)) : detailText(value);
}

/** A payload value as text: names of looked-up records, Sí/No for booleans; null when empty. */
function detailText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'object' && 'nombre' in value) return String((value as { nombre: unknown }).nombre);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** 'Cuota mensual' → 'cuota mensual', to follow a colon; acronyms (TIN, TAE) stay as they are. */
const sentenceCase = (label: string) => label.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase());

/** The credit an enquiry asks about (payload 'financiacion') as [key, label, text], figure by figure and the lender last. */
function financeDetails(value: unknown): [string, string, string][] {
  if (!value || typeof value !== 'object') return [];
  const credit = value as Partial<Record<keyof ChosenFinance, unknown>>;
  const figures = creditFigures(credit).map(({ key, label, value: text }): [string, string, string] => [`financiacion.${key}`, `Financiación: ${sentenceCase(label)}`, text]);
  const lender: [string, string, string][] = typeof credit.entidad === 'string' ? [['financiacion.entidad', 'Financiación: entidad', credit.entidad]] : [];
  return [...figures, ...lender];
}

/** A lead's form-specific fields (its payload) as [key, label, text], in the form's order; empty ones left out. */
export function payloadDetails(payload: unknown): [string, string, string][] {
  const order = Object.keys(DETAILS);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const entries = payload && typeof payload === 'object' && !Array.isArray(payload) ? Object.entries(payload) : [];
  // jsonb keeps no key order: the form's order first, unknown keys after.
  return entries
    .sort(([a], [b]) => rank(a) - rank(b))
    .flatMap(([key, value]): [string, string, string][] => {
      if (key === 'financiacion') return financeDetails(value);
      const text = key === 'f_fecha' ? monthText(value) : key === 'inicio' ? startText(value) : key === 'kilometros' && typeof value === 'number' ? formatKm(value) : detailText(value);
      return text === null ? [] : [[key, DETAILS[key] ?? key, text]];
    });
}

/** The lead's facts in reading order, each a label and its text. */
export function leadFacts(lead: LeadMailData): [string, string][] {
  const details = payloadDetails(lead.payload).map(([, label, text]): [string, string] => [label, text]);
  return [
    ['Formulario', SOURCES[lead.source] ?? lead.source],
    ['Nombre', [lead.nombre, lead.apellidos].filter(Boolean).join(' ')],
    ['Teléfono', lead.telefono],
    ['Correo', lead.email],
    ['Idioma', LOCALE_DETAILS[storedLocale(lead.idioma)].nombre],
    ...(lead.coche ? ([['Vehículo', `${lead.coche.title} — ${lead.coche.prices} — ${lead.coche.url}`]] as [string, string][]) : []),
    ...(lead.coche && lead.coche.estado.length > 0 ? ([['Estado del coche', lead.coche.estado.join(' ')]] as [string, string][]) : []),
    ...details,
    ['Recibido', formatCanaryTime(lead.created_at)],
    ['Consentimiento', `${formatCanaryTime(lead.consent_at)}, texto legal versión ${lead.consent_version}`],
  ];
}

/** The staff mail of a lead: Spanish plain text and simple HTML, every value escaped in the HTML. */
export function leadMail(lead: LeadMailData, to: string, signature: string): OutgoingMail {
  const name = [lead.nombre, lead.apellidos].filter(Boolean).join(' ');
  const about = lead.coche ? ` · ${lead.coche.title}` : '';
  const subject = `Nuevo contacto web #${lead.id}: ${name}${about}`.replace(/[\r\n]+/g, ' ');
  const facts = leadFacts(lead);
  const message = lead.mensaje?.trim() || null;
  const text = [
    `Nuevo contacto recibido en la web (n.º ${lead.id}).`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(message ? ['', 'Mensaje:', message] : []),
    '',
    'Responde a este correo para escribir directamente al cliente.',
    '',
    `— ${signature}`,
  ].join('\n');
  const rows = facts
    .map(([label, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`)
    .join('');
  const car = lead.coche
    ? `<p><a href="${escapeHtml(lead.coche.url)}">Ver ${escapeHtml(lead.coche.title)} en la web</a></p>`
    : '';
  const html = [
    '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#111">',
    `<h1 style="font-size:18px">Nuevo contacto web n.º ${lead.id}</h1>`,
    `<table style="border-collapse:collapse;font-size:14px">${rows}</table>`,
    message ? `<h2 style="font-size:15px">Mensaje</h2><p style="white-space:pre-wrap">${escapeHtml(message)}</p>` : '',
    car,
    '<p style="color:#555;font-size:12px">Responde a este correo para escribir directamente al cliente.</p>',
    `<p style="color:#555;font-size:12px">— ${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('');
  return { to, replyTo: lead.email, subject, text, html };
}
