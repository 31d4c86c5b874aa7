import type { Request, Response } from 'express';
import { CONTACT_SUCCESS_MESSAGE } from '../../contracts/lead-forms.ts';
import { appointmentSchema, vehicleContactSchema } from '../../contracts/leads.ts';
import { validate } from '../../lib/validation.ts';
import { storeAppointment, storeVehicleEnquiry } from './leads.service.ts';

/** POST /form/submit/vehiculo: the 'Contactar' modal. "Sent" only once the lead and its staff mail's job are stored. */
export async function submitVehicleContact(req: Request, res: Response) {
  const form = validate(vehicleContactSchema, req.body);
  await storeVehicleEnquiry(form, { ip: req.ip, userAgent: req.get('user-agent') });
  res.status(201).json({ message: CONTACT_SUCCESS_MESSAGE });
}

/** POST /form/submit: the home page's 'Pedir cita'. "Sent" only once the lead and its staff mail's job are stored. */
export async function submitAppointment(req: Request, res: Response) {
  const form = validate(appointmentSchema, req.body);
  await storeAppointment(form, { ip: req.ip, userAgent: req.get('user-agent') });
  res.status(201).json({ message: CONTACT_SUCCESS_MESSAGE });
}
