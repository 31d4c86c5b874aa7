import helmet from 'helmet';

/**
 * helmet with a CSP that works with SSR (the page object is a JSON data block, not a script)
 * and with Vite dev (inline React-refresh preamble, HMR websocket). `paymentGateway`: the origin
 * the deposit's payment form is posted to, when it is not this site.
 */
export function securityHeaders(options: { dev: boolean; https: boolean; paymentGateway?: string | null }) {
  const self = "'self'";
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [self],
        scriptSrc: options.dev ? [self, "'unsafe-inline'"] : [self],
        styleSrc: [self, "'unsafe-inline'"],
        imgSrc: [self, 'data:', 'blob:'],
        mediaSrc: [self, 'blob:'],
        fontSrc: [self, 'data:'],
        connectSrc: options.dev ? [self, 'ws:', 'wss:'] : [self],
        frameSrc: [self, 'https://www.google.com', 'https://maps.google.com'],
        objectSrc: ["'none'"],
        baseUri: [self],
        formAction: options.paymentGateway ? [self, options.paymentGateway] : [self],
        frameAncestors: [self],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // Same-origin pages send their URL as Referer, which redirect-back after a failed form needs.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: options.https,
  });
}
