/** The lead form's fields as the visitor edits them (spec §3 "Appointment lead"). */
export interface LeadFields {
  nombre_completo: string;
  telefono: string;
  email: string;
  horario_preferencia: string;
  desea_financiar: string;
  legal: boolean;
  /** The honeypot (HONEYPOT_FIELD): people leave it empty. */
  hp_gtcars: string;
}

export type LeadField = keyof LeadFields;

/** Fields in the order they appear, to move focus to the first one with an error. */
export const LEAD_FIELD_ORDER = [
  'nombre_completo',
  'telefono',
  'email',
  'horario_preferencia',
  'desea_financiar',
  'legal',
] as const satisfies readonly LeadField[];

export function emptyLead(): LeadFields {
  return { nombre_completo: '', telefono: '', email: '', horario_preferencia: '', desea_financiar: '', legal: false, hp_gtcars: '' };
}
