import type { Locale } from '../contracts/locales.ts';
import type { PaymentNotice, PaymentOrder, PaymentProvider, PaymentRedirect, RefundOutcome } from './provider.ts';
import { decodeParameters, encodeParameters, signatureMatches, signParameters } from './redsys-signature.ts';

/**
 * Redsys, the Spanish banks' gateway (card and Bizum), by redirection: the buyer's browser posts
 * the signed order to Redsys's page, Redsys notifies the site of the outcome, and refunds go
 * through its REST service. Amounts are in cents of euro.
 */

export interface RedsysSettings {
  merchantCode: string;
  terminal: string;
  secretKey: string;
  /** Redsys's test or live address, or a local gateway's: 'https://sis-t.redsys.es:25443'. */
  baseUrl: string;
}

export const REDSYS_URLS = { test: 'https://sis-t.redsys.es:25443', live: 'https://sis.redsys.es' } as const;

const SIGNATURE_VERSION = 'HMAC_SHA256_V1';
const EURO = '978';
/** Transaction types: an authorisation (the deposit) and a refund of one. */
const PAYMENT = '0';
const REFUND = '3';
/** The language of Redsys's page, by its own codes. */
const LANGUAGES: Record<Locale, string> = { es: '001', en: '002', de: '005' };
/** Ds_Response of an approved payment (0000–0099) and of a refund carried out (0900). */
const APPROVED = /^00\d\d$/;
const REFUNDED = '0900';
/** Ds_ProcessedPayMethod of a payment made with Bizum. */
const BIZUM = '68';

/** Fields the notice is read from: every one must be there, as text. */
const NOTICE_FIELDS = ['Ds_Order', 'Ds_Amount', 'Ds_Currency', 'Ds_Response', 'Ds_MerchantCode', 'Ds_Terminal'] as const;

/** A signed message as Redsys exchanges them, in a form or in JSON. */
interface SignedMessage {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}

export function redsysProvider(settings: RedsysSettings): PaymentProvider {
  const signed = (order: string, fields: Record<string, string>): SignedMessage => {
    const parameters = encodeParameters(fields);
    return { Ds_SignatureVersion: SIGNATURE_VERSION, Ds_MerchantParameters: parameters, Ds_Signature: signParameters(settings.secretKey, order, parameters) };
  };

  /** A signed message's fields when its signature is right for the order it names. */
  const verified = (message: Readonly<Record<string, unknown>>): Record<string, string> | null => {
    const { Ds_MerchantParameters: parameters, Ds_Signature: signature } = message;
    if (typeof parameters !== 'string' || typeof signature !== 'string') return null;
    const fields = decodeParameters(parameters);
    const order = fields?.Ds_Order;
    if (!fields || !order) return null;
    return signatureMatches(signature, signParameters(settings.secretKey, order, parameters)) ? fields : null;
  };

  // Redsys writes the terminal with or without its leading zeros.
  const ours = (fields: Record<string, string>) => fields.Ds_MerchantCode === settings.merchantCode && Number(fields.Ds_Terminal) === Number(settings.terminal);

  return {
    name: 'redsys',

    redirect(order: PaymentOrder): PaymentRedirect {
      const fields = {
        DS_MERCHANT_AMOUNT: String(order.amountCents),
        DS_MERCHANT_ORDER: order.order,
        DS_MERCHANT_MERCHANTCODE: settings.merchantCode,
        DS_MERCHANT_TERMINAL: settings.terminal,
        DS_MERCHANT_CURRENCY: EURO,
        DS_MERCHANT_TRANSACTIONTYPE: PAYMENT,
        DS_MERCHANT_PRODUCTDESCRIPTION: order.description.slice(0, 125),
        DS_MERCHANT_CONSUMERLANGUAGE: LANGUAGES[order.locale],
        DS_MERCHANT_MERCHANTURL: order.notificationUrl,
        DS_MERCHANT_URLOK: order.okUrl,
        DS_MERCHANT_URLKO: order.koUrl,
      };
      return { action: `${settings.baseUrl}/sis/realizarPago`, fields: { ...signed(order.order, fields) } };
    },

    readNotice(body): PaymentNotice | null {
      const fields = verified(body);
      if (!fields || !NOTICE_FIELDS.every((name) => typeof fields[name] === 'string') || !ours(fields)) return null;
      const amountCents = Number(fields.Ds_Amount);
      if (!Number.isSafeInteger(amountCents) || amountCents < 0) return null;
      const approved = APPROVED.test(fields.Ds_Response!);
      return {
        order: fields.Ds_Order!,
        amountCents,
        currency: fields.Ds_Currency!,
        approved,
        response: fields.Ds_Response!,
        authorisation: approved ? fields.Ds_AuthorisationCode?.trim() || null : null,
        method: fields.Ds_ProcessedPayMethod === BIZUM ? 'bizum' : fields.Ds_Card_Brand ? 'card' : 'other',
      };
    },

    async refund(order: string, amountCents: number): Promise<RefundOutcome> {
      const request = signed(order, {
        DS_MERCHANT_AMOUNT: String(amountCents),
        DS_MERCHANT_ORDER: order,
        DS_MERCHANT_MERCHANTCODE: settings.merchantCode,
        DS_MERCHANT_TERMINAL: settings.terminal,
        DS_MERCHANT_CURRENCY: EURO,
        DS_MERCHANT_TRANSACTIONTYPE: REFUND,
      });
      const answer = await fetch(`${settings.baseUrl}/sis/rest/trataPeticionREST`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(30_000),
      });
      if (!answer.ok) throw new Error(`Redsys respondió ${answer.status} a la devolución`);
      const body = (await answer.json()) as Record<string, unknown>;
      // A refusal before any processing (a bad amount, an unknown order) comes as an error code, unsigned.
      if (typeof body.errorCode === 'string') return { refunded: false, response: body.errorCode };
      const fields = verified(body);
      if (!fields || fields.Ds_Order !== order || !ours(fields)) throw new Error('Respuesta de Redsys a la devolución sin firma válida');
      return { refunded: fields.Ds_Response === REFUNDED, response: fields.Ds_Response ?? '' };
    },
  };
}
