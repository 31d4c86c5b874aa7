import type { Request, RequestHandler, Response } from 'express';
import { HONEYPOT_FIELD } from '../../contracts/lead-forms.ts';
import { translator } from '../../i18n/index.ts';

interface HoneypotOptions {
  /** The hidden field's name; default HONEYPOT_FIELD ('hp_gtcars'). */
  field?: string;
  /** The answer a real success gets; default 201 with the contact forms' message, in the page's language. */
  respond?: (req: Request, res: Response) => void;
}

const respondSent = (req: Request, res: Response) => {
  res.status(201).json({ message: translator(req.locale).t('forms.contact_sent') });
};

/**
 * Put before a public form's controller: when the hidden field comes back filled, the sender is
 * a robot. It gets the very answer a person would (so it learns nothing), and nothing is
 * stored or mailed. Logged at info with the IP only.
 */
export function honeypot({ field = HONEYPOT_FIELD, respond = respondSent }: HoneypotOptions = {}): RequestHandler {
  return (req, res, next) => {
    const value: unknown = (req.body as Record<string, unknown> | undefined)?.[field];
    const filled = typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false;
    if (!filled) return next();
    req.log.info({ ip: req.ip, url: req.originalUrl }, 'Formulario descartado: campo trampa relleno');
    respond(req, res);
  };
}
