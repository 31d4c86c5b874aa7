import { CITA_DEFAULT_BRANCH } from '@contracts/lead-forms';

/** The 'Pedir cita' form's data as the visitor edits it; the contract's schema reads it as sent. */
export interface AppointmentFields {
  f_concesionario: string;
  f_marca: number | '';
  f_modelo: number | '';
  f_fecha: string;
  f_horario: string;
  f_observaciones: string;
  f_nombre: string;
  f_telefono: string;
  f_email: string;
  f_ciudad: string;
  legal: boolean;
  /** The honeypot (HONEYPOT_FIELD): people leave it empty. */
  hp_gtcars: string;
}

export type AppointmentField = keyof AppointmentFields;

/** Fields in the order they appear, to move focus to the first one with an error. */
export const APPOINTMENT_FIELD_ORDER = [
  'f_concesionario',
  'f_marca',
  'f_modelo',
  'f_fecha',
  'f_horario',
  'f_observaciones',
  'f_nombre',
  'f_telefono',
  'f_email',
  'f_ciudad',
  'legal',
] as const satisfies readonly AppointmentField[];

/** An empty form on the given branch: Tarahales at first, no branch after a send (spec §4). */
export function emptyAppointment(branch: string = CITA_DEFAULT_BRANCH): AppointmentFields {
  return {
    f_concesionario: branch,
    f_marca: '',
    f_modelo: '',
    f_fecha: '',
    f_horario: '',
    f_observaciones: '',
    f_nombre: '',
    f_telefono: '',
    f_email: '',
    f_ciudad: '',
    legal: false,
    hp_gtcars: '',
  };
}

/** A select's value as an id, or '' for its placeholder. */
export function selectedId(value: string): number | '' {
  const id = Number(value);
  return value !== '' && Number.isInteger(id) && id > 0 ? id : '';
}
