import type { Request, Response } from 'express';
import { translatedPageSeo } from '../../lib/page-seo.ts';
import { storeTradeIn, tradeInLists } from './trade-in.service.ts';
import { senderOf } from '../leads/index.ts';
import { translator } from '../../i18n/index.ts';

/** GET /tasacion (Tasacion): 'Tasamos tu coche'. */
export async function tasacion(req: Request, res: Response) {
  const seo = translatedPageSeo('tasacion', req.locale, 'seo.tradein_title', 'seo.tradein_description');
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
