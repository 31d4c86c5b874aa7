import type { Request, Response } from 'express';
import { receivePaymentNotice } from './deposits.service.ts';

/**
 * POST /pagos/redsys/notificacion: the gateway's notice of a payment, server to server (no
 * session, no CSRF: its signature is its proof). 200 once read, whatever it said; 400 when it
 * was refused (bad signature, unknown order, another amount or currency).
 */
export async function notice(req: Request, res: Response) {
  const outcome = await receivePaymentNotice((req.body ?? {}) as Record<string, unknown>, req.log);
  res.status(outcome === 'refused' ? 400 : 200).type('text').send(outcome === 'refused' ? 'KO' : 'OK');
}
