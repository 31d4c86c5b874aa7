import type { Request, Response } from 'express';
import { appointmentSchema, vehicleContactSchema } from '../../contracts/leads.ts';
import { validate } from '../../lib/validation.ts';
import { senderOf, storeAppointment, storeVehicleEnquiry } from './leads.service.ts';
import { translator } from '../../i18n/index.ts';

/** POST /form/submit/vehiculo: the 'Contactar' modal. "Sent" only once the lead and its staff mail's job are stored. */
export async function submitVehicleContact(req: Request, res: Response) {
  const form = validate(vehicleContactSchema, req.body);
  await storeVehicleEnquiry(form, senderOf(req));
  res.status(201).json({ message: translator(req.locale).t('forms.contact_sent') });
}

/** POST /form/submit: the home page's 'Pedir cita'. "Sent" only once the lead and its staff mail's job are stored. */
export async function submitAppointment(req: Request, res: Response) {
  const form = validate(appointmentSchema, req.body);
  await storeAppointment(form, senderOf(req));
  res.status(201).json({ message: translator(req.locale).t('forms.contact_sent') });
}
