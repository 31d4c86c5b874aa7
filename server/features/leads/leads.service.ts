import { LEGAL_TEXT_VERSION, type vehicleContactSchema } from '../../contracts/leads.ts';
import { ValidationError } from '../../http/errors.ts';
import type { z } from 'zod';
import { createVehicleLead, publicVehicleExists } from './leads.queries.ts';

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
    consent_at: new Date(),
    consent_version: LEGAL_TEXT_VERSION,
    ip: sender.ip?.slice(0, 45),
    user_agent: sender.userAgent?.slice(0, 500),
  });
}
