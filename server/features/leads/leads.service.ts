import { LEGAL_TEXT_VERSION } from '../../contracts/lead-forms.ts';
import type { appointmentSchema, vehicleContactSchema } from '../../contracts/leads.ts';
import { ValidationError } from '../../http/errors.ts';
import type { z } from 'zod';
import { brandWithModel, createLead, createVehicleLead, publicVehicleExists } from './leads.queries.ts';

/** Who sent an enquiry, kept with it as proof of consent (GDPR). */
export interface Sender {
  ip: string | undefined;
  userAgent: string | undefined;
}

/** Stores an enquiry about a car (source 'vehiculo'). Throws ValidationError for an unknown car. */
export async function storeVehicleEnquiry(form: z.output<typeof vehicleContactSchema>, sender: Sender): Promise<number> {
  if (!(await publicVehicleExists(form.vehiculo))) {
    throw new ValidationError({ vehiculo: ['Este vehículo ya no está disponible.'] });
  }
  return createVehicleLead({
    source: 'vehiculo',
    coche_id: form.vehiculo,
    nombre: form.nombre,
    apellidos: form.apellidos,
    telefono: form.telefono,
    email: form.correo.toLowerCase(),
    mensaje: form.mensaje,
    ...consent(sender),
  });
}

/** What every lead keeps about its sender: consent (GDPR), clamped to the columns' sizes. */
function consent(sender: Sender) {
  return {
    consent_at: new Date(),
    consent_version: LEGAL_TEXT_VERSION,
    ip: sender.ip?.slice(0, 45),
    user_agent: sender.userAgent?.slice(0, 500),
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
  if (!modelo) throw new ValidationError({ f_modelo: ['Seleccione un modelo de la marca elegida'] });
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
