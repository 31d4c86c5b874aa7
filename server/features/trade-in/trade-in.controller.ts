import type { Request, Response } from 'express';
import { env } from '../../config/env.ts';
import { staticPageSeo } from '../../lib/page-seo.ts';
import { storeTradeIn, tradeInLists } from './trade-in.service.ts';
import { senderOf } from '../leads/index.ts';
import { translator } from '../../i18n/index.ts';

/** GET /tasacion (Tasacion): 'Tasamos tu coche'. */
export async function tasacion(req: Request, res: Response) {
  const seo = staticPageSeo(
    'tasacion',
    req.locale,
    'Tasamos tu coche',
    `Dinos qué coche tienes y te damos una valoración en menos de 24 horas para entregarlo como parte del pago de tu próximo coche en ${env().APP_NAME}.`,
  );
  await res.inertia.render('Tasacion', { seo, ...(await tradeInLists()) });
}

/** The answer of a stored request: also what a robot caught by the honeypot gets. */
export function answerSent(req: Request, res: Response) {
  res.status(201).json({ message: translator(req.locale).t('tradein.sent') });
}

/**
 * POST /tasacion (multipart with photos, JSON without): "sent" only once the enquiry, its photos'
 * originals and rows, and its jobs are stored.
 */
export async function store(req: Request, res: Response) {
  const uploads = (req.files ?? []) as Express.Multer.File[];
  await storeTradeIn(
    req.body,
    uploads.map((file) => ({ name: file.originalname, data: file.path })),
    senderOf(req),
  );
  answerSent(req, res);
}
