import type { Request, Response } from 'express';
import { CONTACT_SUCCESS_MESSAGE } from '../../contracts/lead-forms.ts';
import { appointmentSchema, vehicleContactSchema } from '../../contracts/leads.ts';
import { validate } from '../../lib/validation.ts';
import { storeAppointment, storeVehicleEnquiry } from './leads.service.ts';
import { notifyStaff } from './notify.ts';

/** POST /form/submit/vehiculo: the 'Contactar' modal. "Sent" only once the lead is stored; the staff mail follows. */
export async function submitVehicleContact(req: Request, res: Response) {
  const form = validate(vehicleContactSchema, req.body);
  const leadId = await storeVehicleEnquiry(form, { ip: req.ip, userAgent: req.get('user-agent') });
  res.status(201).json({ message: CONTACT_SUCCESS_MESSAGE });
  notifyStaff(leadId, req.log);
}

/** POST /form/submit: the home page's 'Pedir cita'. "Sent" only once the lead is stored; the staff mail follows. */
export async function submitAppointment(req: Request, res: Response) {
  const form = validate(appointmentSchema, req.body);
  const leadId = await storeAppointment(form, { ip: req.ip, userAgent: req.get('user-agent') });
  res.status(201).json({ message: CONTACT_SUCCESS_MESSAGE });
  notifyStaff(leadId, req.log);
}
