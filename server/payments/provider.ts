import type { Locale } from '../contracts/locales.ts';

/**
 * What the site asks of a payment gateway, whichever it is (Redsys today; Stripe or a bank's own
 * TPV would implement the same): send the buyer to pay, read what the gateway says happened, and
 * give money back.
 */

/** A payment the buyer is sent to make. */
export interface PaymentOrder {
  /** The gateway's number for this attempt: 4 digits, then up to 8 letters or digits; unique per attempt. */
  order: string;
  amountCents: number;
  /** What is paid for, as the buyer's bank statement and the gateway's page show it. */
  description: string;
  /** The language of the gateway's page. */
  locale: Locale;
  /** Where the gateway tells the site what happened (server to server). */
  notificationUrl: string;
  /** Where the buyer's browser comes back after paying, and after not paying. */
  okUrl: string;
  koUrl: string;
}

/** How the buyer's browser starts paying: a form of these fields posted to the gateway's address. */
export interface PaymentRedirect {
  action: string;
  fields: Record<string, string>;
}

/** What a gateway's notification says, once its signature has been checked. */
export interface PaymentNotice {
  order: string;
  amountCents: number;
  /** ISO 4217 numeric code: '978' is the euro. */
  currency: string;
  approved: boolean;
  /** The gateway's own answer code, kept for staff and accounting. */
  response: string;
  /** The card issuer's or Bizum's authorisation code of an approved payment. */
  authorisation: string | null;
  method: 'card' | 'bizum' | 'other';
}

/** A refund's answer from the gateway: done, or refused with the gateway's code. */
export interface RefundOutcome {
  refunded: boolean;
  response: string;
}

export interface PaymentProvider {
  readonly name: string;
  redirect(order: PaymentOrder): PaymentRedirect;
  /** The notice a notification's body carries; null when its signature, terminal or shape is not right. */
  readNotice(body: Readonly<Record<string, unknown>>): PaymentNotice | null;
  /** Gives back `amountCents` of an order's payment (at most what was paid: the gateway refuses more). */
  refund(order: string, amountCents: number): Promise<RefundOutcome>;
}
