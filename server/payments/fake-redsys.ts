import express, { type Request, type Response, Router } from 'express';
import { escapeHtml } from '../inertia/html.ts';
import { decodeParameters, encodeParameters, signatureMatches, signParameters } from './redsys-signature.ts';

/**
 * A local stand-in for Redsys, for development and tests (never production): the payment page,
 * where whoever is testing approves by card or Bizum, denies, or lets the payment go silent, and
 * may have the notification sent twice; and the REST service, which carries out every refund. It
 * signs as Redsys does, with the terminal's key (in development, Redsys's public test key).
 */

/** What the tester chooses on the payment page. */
const OUTCOMES = {
  card: { response: '0000', method: '1', label: 'Pagar con tarjeta' },
  bizum: { response: '0000', method: '68', label: 'Pagar con Bizum' },
  denied: { response: '0190', method: '1', label: 'Denegar el pago' },
  silent: { response: '', method: '', label: 'No responder' },
} as const;

type Outcome = keyof typeof OUTCOMES;

const isOutcome = (value: unknown): value is Outcome => typeof value === 'string' && Object.hasOwn(OUTCOMES, value);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const euros = (cents: string) => (Number(cents) / 100).toLocaleString('es-ES', { style: 'currency', currency: 'EUR' });

export function fakeRedsysRouter(secretKey: string): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '64kb' }), express.json({ limit: '64kb' }));

  /** A signed request's fields, when the signature is right for the order they name. */
  const verified = (body: Record<string, unknown>): Record<string, string> | null => {
    const parameters = text(body.Ds_MerchantParameters);
    const fields = decodeParameters(parameters);
    const order = fields?.DS_MERCHANT_ORDER;
    if (!fields || !order) return null;
    return signatureMatches(text(body.Ds_Signature), signParameters(secretKey, order, parameters)) ? fields : null;
  };

  const signed = (fields: Record<string, string>) => {
    const parameters = encodeParameters(fields);
    return { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: parameters, Ds_Signature: signParameters(secretKey, fields.Ds_Order!, parameters) };
  };

  const refuse = (res: Response) => res.status(400).type('text').send('Firma o parámetros no válidos (SIS0042).');

  router.post('/sis/realizarPago', (req: Request, res: Response) => {
    const fields = verified(req.body as Record<string, unknown>);
    if (!fields) return refuse(res);
    const hidden = ['Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature']
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(text((req.body as Record<string, unknown>)[name]))}">`)
      .join('');
    const buttons = (Object.keys(OUTCOMES) as Outcome[]).map((outcome) => `<button name="resultado" value="${outcome}">${OUTCOMES[outcome].label}</button>`).join(' ');
    res.type('html').send(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Redsys local</title></head>` +
        `<body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem"><h1>Redsys local (pruebas)</h1>` +
        `<p>Pedido ${escapeHtml(fields.DS_MERCHANT_ORDER!)}: <strong>${escapeHtml(euros(fields.DS_MERCHANT_AMOUNT ?? '0'))}</strong></p>` +
        `<p>${escapeHtml(fields.DS_MERCHANT_PRODUCTDESCRIPTION ?? '')}</p>` +
        `<form method="post" action="/sis/resultado">${hidden}<p><label><input type="checkbox" name="dos_veces" value="1"> Notificar dos veces</label></p><p>${buttons}</p></form></body></html>`,
    );
  });

  router.post('/sis/resultado', async (req: Request, res: Response) => {
    const body = req.body as Record<string, unknown>;
    const fields = verified(body);
    if (!fields || !isOutcome(body.resultado)) return refuse(res);
    const outcome = OUTCOMES[body.resultado];
    if (outcome.response) {
      const notice = signed({
        Ds_Order: fields.DS_MERCHANT_ORDER!,
        Ds_Amount: fields.DS_MERCHANT_AMOUNT ?? '0',
        Ds_Currency: fields.DS_MERCHANT_CURRENCY ?? '978',
        Ds_MerchantCode: fields.DS_MERCHANT_MERCHANTCODE ?? '',
        Ds_Terminal: (fields.DS_MERCHANT_TERMINAL ?? '').padStart(3, '0'),
        Ds_Response: outcome.response,
        Ds_AuthorisationCode: outcome.response === '0000' ? String(100000 + Math.floor(Math.random() * 900000)) : '',
        Ds_ProcessedPayMethod: outcome.method,
        ...(outcome.method === '1' && { Ds_Card_Brand: '1' }),
        Ds_TransactionType: '0',
      });
      for (let sent = 0; sent < (body.dos_veces === '1' ? 2 : 1); sent += 1) {
        await fetch(fields.DS_MERCHANT_MERCHANTURL ?? '', { method: 'POST', body: new URLSearchParams(notice), signal: AbortSignal.timeout(10_000) });
      }
    }
    res.redirect(303, (outcome.response === '0000' ? fields.DS_MERCHANT_URLOK : fields.DS_MERCHANT_URLKO) ?? '/');
  });

  router.post('/sis/rest/trataPeticionREST', (req: Request, res: Response) => {
    const fields = verified(req.body as Record<string, unknown>);
    if (!fields) return res.json({ errorCode: 'SIS0042' });
    res.json(
      signed({
        Ds_Order: fields.DS_MERCHANT_ORDER!,
        Ds_Amount: fields.DS_MERCHANT_AMOUNT ?? '0',
        Ds_Currency: fields.DS_MERCHANT_CURRENCY ?? '978',
        Ds_MerchantCode: fields.DS_MERCHANT_MERCHANTCODE ?? '',
        Ds_Terminal: fields.DS_MERCHANT_TERMINAL ?? '',
        Ds_Response: fields.DS_MERCHANT_TRANSACTIONTYPE === '3' ? '0900' : '0000',
        Ds_TransactionType: fields.DS_MERCHANT_TRANSACTIONTYPE ?? '',
      }),
    );
  });

  return router;
}
