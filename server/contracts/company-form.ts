import { z } from 'zod';
import { NETWORKS } from './company.ts';
import { LEGAL_GUARANTEE_MONTHS, type LegalGuaranteeMonths } from './guarantee.ts';
import { TAX_REGIMES } from './pricing.ts';
import type { SharedProps } from './pages.ts';
import type { BranchSlug } from './site.ts';
import { isValidTaxId, normalizeTaxId } from './tax-id.ts';

/**
 * The staff form 'Datos de la empresa' (POST /dashboard/empresa), checked the same way in the
 * browser and on the server. Apart from contracts/company.ts so public pages never load zod.
 */

/**
 * What the price includes: at most this many lines, each at most this long (precio_incluye holds
 * 800 characters), and without '|', which separates them in the portal feed.
 */
export const MAX_INCLUDED = 8;
export const MAX_INCLUDED_LENGTH = 90;

export const EMPRESA_MESSAGES = {
  saved: 'Datos de la empresa guardados.',
  cif: 'El CIF no es válido: revisa la letra y el carácter de control.',
  phone: 'Introduce un teléfono español de 9 cifras.',
  mobile: 'Introduce un móvil español de 9 cifras (empieza por 6 o 7).',
  email: 'Introduce una dirección de correo válida.',
  senal: 'Introduce la señal en euros, de 1 a 100.000.',
  horas: 'Introduce las horas de la reserva, de 1 a 720 (30 días).',
  costeStock: 'Introduce el coste diario en euros, de 0 a 10.000.',
  iban: 'El IBAN no es válido: revisa las cifras (p. ej. ES91 2100 0418 4502 0005 1332).',
  regimen: 'Elige cómo se indica el IGIC en los precios.',
  incluye: `Escribe como máximo ${MAX_INCLUDED} conceptos, uno por línea, de hasta ${MAX_INCLUDED_LENGTH} caracteres cada uno y sin el carácter |.`,
  envio: 'Introduce el precio del envío a domicilio en euros, de 0 a 10.000.',
  garantiaAmpliada: 'Introduce el precio de la garantía ampliada en euros, de 1 a 20.000, o déjalo vacío si no se ofrece.',
  garantiaLegal: 'Elige 3 años, o 1 año pactado por escrito para vehículos usados.',
  presupuesto: 'Introduce la validez del presupuesto en días, de 1 a 30.',
  pruebaMinutos: 'Introduce la duración de la prueba en minutos, de 15 a 180.',
} as const;

/** An IBAN written with or without spaces → 'ES9121000418450200051332' when its check digits hold (ISO 13616, mod 97). */
export function normalizeIban(value: string): string | null {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return null;
  // A Spanish account has 24 characters (ES, two check digits, twenty digits).
  if (iban.startsWith('ES') && !/^ES\d{22}$/.test(iban)) return null;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1 ? iban : null;
}

/** A whole number typed in a settings field, within bounds. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, { error: message })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: message });

/** What the price includes, typed one per line: trimmed lines without the empty ones, joined by a line break; null when none. */
const includedLines = z
  .string()
  .transform((value) =>
    value
      .split(/\r?\n/)
      .map((line) => line.trim().replace(/\s+/g, ' '))
      .filter(Boolean),
  )
  .refine((lines) => lines.length <= MAX_INCLUDED && lines.every((line) => line.length <= MAX_INCLUDED_LENGTH && !line.includes('|')), { error: EMPRESA_MESSAGES.incluye })
  .transform((lines) => (lines.length ? lines.join('\n') : null));

/** A price in euros that may stay empty (null: not offered). */
const optionalEuros = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max), { error: message })
    .transform((value) => (value === '' ? null : Number(value)));

/** A text field that may stay empty: trimmed, and '' becomes null. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres.` })
    .transform((value) => value || null);

/** A Spanish number (+34 or 0034 allowed) → "928 472 130". */
const phone = (pattern: RegExp, message: string) =>
  optional(20).refine((value) => value === null || pattern.test(nationalDigits(value)), { error: message }).transform((value) => value && groupDigits(nationalDigits(value)));

function nationalDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^(?:0034|34)(?=\d{9}$)/, '');
}

const groupDigits = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');

const socialUrl = (network: (typeof NETWORKS)[number]) =>
  optional(300)
    .refine((value) => value === null || isNetworkUrl(value, network.hosts), { error: `Introduce la dirección https de la página de ${network.label}.` })
    .transform((value) => value && new URL(value).href);

function isNetworkUrl(value: string, hosts: string[]): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && hosts.includes(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

const LANDLINE_OR_MOBILE = /^[6789]\d{8}$/;
const MOBILE = /^[67]\d{8}$/;

const [instagram, facebook, youtube] = NETWORKS as [(typeof NETWORKS)[number], (typeof NETWORKS)[number], (typeof NETWORKS)[number]];

/** POST /dashboard/empresa: every field may be left empty; a filled one must be valid. */
export const empresaSchema = z.object({
  razon_social: optional(150),
  cif: optional(20)
    .transform((value) => value && normalizeTaxId(value))
    .refine((value) => value === null || isValidTaxId(value), { error: EMPRESA_MESSAGES.cif }),
  registro_mercantil: optional(300),
  email_privacidad: optional(254)
    .refine((value) => value === null || z.email().safeParse(value).success, { error: EMPRESA_MESSAGES.email })
    .transform((value) => value && value.toLowerCase()),
  telefono_tarahales: phone(LANDLINE_OR_MOBILE, EMPRESA_MESSAGES.phone),
  telefono_el_tablero: phone(LANDLINE_OR_MOBILE, EMPRESA_MESSAGES.phone),
  telefono_tenerife: phone(LANDLINE_OR_MOBILE, EMPRESA_MESSAGES.phone),
  whatsapp: phone(MOBILE, EMPRESA_MESSAGES.mobile),
  whatsapp_tarahales: phone(MOBILE, EMPRESA_MESSAGES.mobile),
  whatsapp_el_tablero: phone(MOBILE, EMPRESA_MESSAGES.mobile),
  whatsapp_tenerife: phone(MOBILE, EMPRESA_MESSAGES.mobile),
  instagram: socialUrl(instagram),
  facebook: socialUrl(facebook),
  youtube: socialUrl(youtube),
  reserva_senal: wholeNumber(1, 100_000, EMPRESA_MESSAGES.senal),
  reserva_horas: wholeNumber(1, 720, EMPRESA_MESSAGES.horas),
  coste_stock_dia: wholeNumber(0, 10_000, EMPRESA_MESSAGES.costeStock),
  iban: optional(40)
    .refine((value) => value === null || normalizeIban(value) !== null, { error: EMPRESA_MESSAGES.iban })
    .transform((value) => value && normalizeIban(value)),
  regimen_igic: z.enum(TAX_REGIMES, { error: EMPRESA_MESSAGES.regimen }),
  precio_incluye: includedLines,
  envio_desde: wholeNumber(0, 10_000, EMPRESA_MESSAGES.envio),
  garantia_ampliada_desde: optionalEuros(1, 20_000, EMPRESA_MESSAGES.garantiaAmpliada),
  garantia_legal_meses: z
    .enum(LEGAL_GUARANTEE_MONTHS.map(String) as [string, ...string[]], { error: EMPRESA_MESSAGES.garantiaLegal })
    .transform((value) => Number(value) as LegalGuaranteeMonths),
  presupuesto_dias: wholeNumber(1, 30, EMPRESA_MESSAGES.presupuesto),
  prueba_minutos: wholeNumber(15, 180, EMPRESA_MESSAGES.pruebaMinutos),
});

export type EmpresaForm = z.input<typeof empresaSchema>;
export type EmpresaFields = z.output<typeof empresaSchema>;

/** The form's field for each branch's phone. */
export const BRANCH_PHONE_FIELD: Record<BranchSlug, 'telefono_tarahales' | 'telefono_el_tablero' | 'telefono_tenerife'> = {
  tarahales: 'telefono_tarahales',
  'el-tablero': 'telefono_el_tablero',
  tenerife: 'telefono_tenerife',
};

/** The form's field for each branch's WhatsApp. */
export const BRANCH_WHATSAPP_FIELD: Record<BranchSlug, 'whatsapp_tarahales' | 'whatsapp_el_tablero' | 'whatsapp_tenerife'> = {
  tarahales: 'whatsapp_tarahales',
  'el-tablero': 'whatsapp_el_tablero',
  tenerife: 'whatsapp_tenerife',
};

/** Empresa (staff): the form, filled with what is stored. */
export interface EmpresaPageProps extends SharedProps {
  datos: EmpresaFields;
}

