import type { Request, Response } from 'express';
import { z } from 'zod';
import { env } from '../../config/env.ts';
import { paymentClaimExample } from '../../contracts/representative-example.ts';
import { CLASEA_ORIGIN, CLASEA_PAYMENT } from '../../contracts/lead-forms.ts';
import { leadSchema } from '../../contracts/leads.ts';
import { MAX_FILTER_ID } from '../../contracts/search.ts';
import { validate } from '../../lib/validation.ts';
import { currentFinanceTerms } from '../../core/finance-terms.ts';
import { senderOf, storeLandingLead } from './leads.service.ts';
import { citaHero, bannerHero, collage, landingVehicle as presentVehicle } from './landing.presenter.ts';
import { collageVehicles, landingVehicle } from '../catalogue/index.ts';
import { landingBanners } from './landing.queries.ts';
import { translator } from '../../i18n/index.ts';

const COLLAGE_SIZE = 4;

/** A query value as one string (Express may give an array), else undefined. */
const one = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().optional()).catch(undefined);

const citaQuery = z.object({ vehicle_id: one, id: one, origen: one, origin: one });

/** ?vehicle_id= or ?id=: a positive id within range, else null. */
function vehicleId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= MAX_FILTER_ID ? id : null;
}

/** GET /cita (component Landing): 'Solicitar cita', about a car when ?vehicle_id= or ?id= names one. */
export async function cita(req: Request, res: Response) {
  const query = citaQuery.parse(req.query);
  const id = vehicleId(query.vehicle_id ?? query.id);
  const [car, banners] = await Promise.all([id ? landingVehicle(id) : null, landingBanners(1)]);
  const origen = (query.origen ?? query.origin)?.trim().slice(0, 100) || null;
  await res.inertia.render('Landing', {
    hero: citaHero(car, banners[0]),
    vehicle: car ? presentVehicle(car) : null,
    origen,
  });
}

/** GET /landing/clasea (component Landing2): the plug-in hybrid compact offer. */
export async function clasea(req: Request, res: Response) {
  const [banners, cars] = await Promise.all([landingBanners(COLLAGE_SIZE), collageVehicles(COLLAGE_SIZE)]);
  const first = banners[0];
  await res.inertia.render('Landing2', {
    hero: first ? bannerHero(first) : null,
    collage: collage(banners.slice(1), cars, COLLAGE_SIZE, req.locale),
    origen: CLASEA_ORIGIN,
    ejemploFinanciacion: paymentClaimExample(await currentFinanceTerms(), translator(req.locale), CLASEA_PAYMENT),
  });
}

/** POST /api/leads: stored, with its staff mail and its CRM forward queued, before it answers 201. */
export async function storeLead(req: Request, res: Response) {
  const form = validate(leadSchema, req.body);
  await storeLandingLead(form, senderOf(req), Boolean(env().CRM_WEBHOOK_URL));
  answerLeadSent(req, res);
}

/** The landing form's 201; also what the honeypot answers a robot (routes.ts). */
export function answerLeadSent(req: Request, res: Response) {
  res.status(201).json({ message: translator(req.locale).t('landing.sent') });
}
