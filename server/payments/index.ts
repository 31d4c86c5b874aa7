/** Online payments (a reservation's deposit) through the gateway the environment names, behind one interface. */
import { type Env, env } from '../config/env.ts';
import { absoluteUrl } from '../lib/absolute-url.ts';
import type { PaymentProvider } from './provider.ts';
import { REDSYS_URLS, redsysProvider } from './redsys.ts';

export type { PaymentNotice, PaymentOrder, PaymentProvider, PaymentRedirect, RefundOutcome } from './provider.ts';

/** The gateway new deposits are paid through; null with PAYMENTS_PROVIDER=off, the site as it was: paid at a branch or by transfer. */
export function paymentProvider(): PaymentProvider | null {
  return env().PAYMENTS_PROVIDER === 'off' ? null : paymentGateway();
}

/**
 * The gateway the notices and refunds of payments already made go through: Redsys whenever its
 * terminal is configured, even once PAYMENTS_PROVIDER is back to off (a payment was on its way,
 * a refund is pending). Null without a terminal.
 */
export function paymentGateway(): PaymentProvider | null {
  const config = env();
  if (!config.REDSYS_MERCHANT_CODE || !config.REDSYS_TERMINAL || !config.REDSYS_SECRET_KEY) return null;
  return redsysProvider({
    merchantCode: config.REDSYS_MERCHANT_CODE,
    terminal: config.REDSYS_TERMINAL,
    secretKey: config.REDSYS_SECRET_KEY,
    baseUrl: (config.REDSYS_URL ?? (localGateway(config) ? absoluteUrl('/') : REDSYS_URLS[config.REDSYS_ENV])).replace(/\/$/, ''),
  });
}

/** The origin of the gateway's payment page when it is another site (the CSP lets the payment form go there); null otherwise. */
export function gatewayOrigin(config: Env): string | null {
  if (config.PAYMENTS_PROVIDER === 'off' || localGateway(config)) return null;
  return new URL(config.REDSYS_URL ?? REDSYS_URLS[config.REDSYS_ENV]).origin;
}

/**
 * Whether this process serves the local Redsys (fake-redsys.ts) and pays through it: Redsys's
 * test environment with no gateway address set, outside production. Production never does.
 */
export function localGateway(config: Pick<Env, 'PAYMENTS_PROVIDER' | 'REDSYS_ENV' | 'REDSYS_URL' | 'isProduction'>): boolean {
  return config.PAYMENTS_PROVIDER === 'redsys' && config.REDSYS_ENV === 'test' && !config.REDSYS_URL && !config.isProduction;
}
