/** Online payments (a reservation's deposit) through the gateway the environment names, behind one interface. */
import { env } from '../config/env.ts';
import type { PaymentProvider } from './provider.ts';
import { REDSYS_URLS, redsysProvider } from './redsys.ts';

export type { PaymentNotice, PaymentOrder, PaymentProvider, PaymentRedirect, RefundOutcome } from './provider.ts';

/** The gateway deposits are paid through; null with PAYMENTS_PROVIDER=off, the site as it was: paid at a branch or by transfer. */
export function paymentProvider(): PaymentProvider | null {
  const config = env();
  if (config.PAYMENTS_PROVIDER === 'off') return null;
  return redsysProvider({
    merchantCode: config.REDSYS_MERCHANT_CODE!,
    terminal: config.REDSYS_TERMINAL!,
    secretKey: config.REDSYS_SECRET_KEY!,
    baseUrl: (config.REDSYS_URL ?? REDSYS_URLS[config.REDSYS_ENV]).replace(/\/$/, ''),
  });
}
