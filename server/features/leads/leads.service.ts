import type { Request } from 'express';
import type { Locale } from '../../contracts/locales.ts';
import { type ChosenFinance, financeQuote, termOptions } from '../../contracts/finance.ts';
import { CITA_MODEL_MESSAGE, CLASEA_ORIGIN, FINANCE_CHOICE_MESSAGE, FINANCE_UNAVAILABLE_MESSAGE, LEGAL_TEXT_VERSION } from '../../contracts/lead-forms.ts';
import { ESTADO_VENDIDO } from '../../contracts/vehicle.ts';
import type { appointmentSchema, leadSchema, vehicleContactSchema } from '../../contracts/leads.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { z } from 'zod';
import { currentFinanceTerms } from '../../core/finance-terms.ts';
import { publicCarPrice } from '../catalogue/index.ts';
import { brandWithModel, createLead, createVehicleLead } from './leads.queries.ts';

/** Who sent an enquiry, kept with it as proof of consent (GDPR), and the language of the page they sent it from. */
export interface Sender {
  ip: string | undefined;
  userAgent: string | undefined;
  locale: Locale;
}

/** The sender of a public form's request. */
export function senderOf(req: Request): Sender {
  return { ip: req.ip, userAgent: req.get('user-agent'), locale: req.locale };
}

type VehicleEnquiry = z.output<typeof vehicleContactSchema>;

/**
 * The figures of the deposit and term chosen in the calculator, computed again here with the
 * current terms (the browser's figures are never trusted). Throws ValidationError when the car
 * is sold or not offered on credit, or for a deposit or term the calculator could not give.
 */
async function chosenFinance(car: { precio_efectivo: number; estado_id: number }, choice: NonNullable<VehicleEnquiry['financiacion']>): Promise<ChosenFinance> {
  const terms = await currentFinanceTerms();
  const quote = car.estado_id === ESTADO_VENDIDO ? null : financeQuote(terms, car.precio_efectivo, choice.entrada, choice.plazo);
  if (!quote) throw new ValidationError({ financiacion: [FINANCE_UNAVAILABLE_MESSAGE] });
  if (quote.entrada !== choice.entrada || !termOptions(terms).includes(choice.plazo)) throw new ValidationError({ financiacion: [FINANCE_CHOICE_MESSAGE] });
  return { ...quote, entidad: terms.entidad };
}

/**
 * Stores an enquiry about a car (source 'vehiculo'), with the credit chosen in the calculator
 * when the visitor sends one. Throws ValidationError for an unknown car.
 */
export async function storeVehicleEnquiry(form: VehicleEnquiry, sender: Sender): Promise<number> {
  const car = await publicCarPrice(form.vehiculo);
  if (!car) throw new ValidationError({ vehiculo: ['Este vehículo ya no está disponible.'] });
  const financiacion = form.financiacion ? await chosenFinance(car, form.financiacion) : null;
  return createVehicleLead({
    source: 'vehiculo',
    coche_id: form.vehiculo,
    nombre: form.nombre,
    apellidos: form.apellidos,
    telefono: form.telefono,
    email: form.correo.toLowerCase(),
    mensaje: form.mensaje,
    ...(financiacion && { payload: { financiacion } }),
    ...consent(sender),
  });
}

/** What every lead and alert keeps about its sender: consent (GDPR), clamped to the columns' sizes, and the language. */
export function consent(sender: Sender) {
  return {
    consent_at: new Date(),
    consent_version: LEGAL_TEXT_VERSION,
    ip: sender.ip?.slice(0, 45),
    user_agent: sender.userAgent?.slice(0, 500),
    idioma: sender.locale,
  };
}

/**
 * Stores a 'Pedir cita' request (source 'cita'). The brand must exist and the model belong to
 * it, else ValidationError on that field; their names are kept so the lead reads on its own.
 */
export async function storeAppointment(form: z.output<typeof appointmentSchema>, sender: Sender): Promise<number> {
  const marca = await brandWithModel(form.f_marca, form.f_modelo);
  if (!marca) throw new ValidationError({ f_marca: ['Seleccione la marca del vehículo'] });
  const modelo = marca.modelos[0];
  if (!modelo) throw new ValidationError({ f_modelo: [CITA_MODEL_MESSAGE] });
  return createLead({
    source: 'cita',
    nombre: form.f_nombre,
    telefono: form.f_telefono,
    email: form.f_email.toLowerCase(),
    mensaje: form.f_observaciones,
    payload: {
      f_concesionario: form.f_concesionario,
      f_marca: { id: marca.id, nombre: marca.nombre },
      f_modelo: { id: modelo.id, nombre: modelo.nombre },
      f_fecha: form.f_fecha,
      f_horario: form.f_horario,
      f_ciudad: form.f_ciudad,
    },
    ...consent(sender),
  });
}

/** The landing page a lead came from: /landing/clasea (or origen 'clasea') is 'clasea', else 'landing'. */
function landingSource(form: z.output<typeof leadSchema>): 'clasea' | 'landing' {
  if (form.origen?.toLowerCase() === CLASEA_ORIGIN) return 'clasea';
  const path = form.page_url ? new URL(form.page_url).pathname : '';
  return path === '/landing/clasea' ? 'clasea' : 'landing';
}

/**
 * Stores a landing page's lead (source 'landing' or 'clasea'). A vehicle_id naming a public car
 * links the lead to it and counts it on the car; any other id stays in the payload only. The
 * CRM forward is queued with it and starts 'pending' when a webhook is set, else 'skipped'.
 */
export async function storeLandingLead(form: z.output<typeof leadSchema>, sender: Sender, forward: boolean): Promise<number> {
  const data = {
    source: landingSource(form),
    nombre: form.nombre_completo,
    telefono: form.telefono,
    email: form.email.toLowerCase(),
    payload: {
      origen: form.origen,
      horario_preferencia: form.horario_preferencia,
      desea_financiar: form.desea_financiar,
      vehicle_id: form.vehicle_id,
      page_url: form.page_url ?? null,
      submitted_at: form.submitted_at,
    },
    webhook_status: forward ? 'pending' : 'skipped',
    ...consent(sender),
  };
  const carId = form.vehicle_id;
  return carId !== null && (await publicCarPrice(carId)) !== null ? createVehicleLead({ ...data, coche_id: carId }, forward) : createLead(data, forward);
}
