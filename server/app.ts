import path from 'node:path';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Env } from './config/env.ts';
import { currentUser } from './core/session-user.ts';
import { rememberMe } from './features/auth/index.ts';
import { isHiddenPhoto } from './features/catalogue/index.ts';
import { sharedCompanyDetails } from './core/company-details.ts';
import { pullToast } from './lib/flash.ts';
import { requestLogger } from './http/logger.ts';
import { csrf } from './http/middleware/csrf.ts';
import { errorHandler, notFound } from './http/middleware/errors.ts';
import { securityHeaders } from './http/middleware/security.ts';
import { refuseHostileUrl, refuseNullCharacters } from './http/middleware/null-characters.ts';
import { renewSession, saveSessionBeforeRedirect, sessions } from './http/middleware/session.ts';
import { PageCache } from './http/page-cache.ts';
import { publicFiles } from './http/middleware/public-files.ts';
import { localeFromPath } from './http/middleware/locale.ts';
import { DEFAULT_LOCALE } from './contracts/locales.ts';
import type { SharedProps } from './contracts/pages.ts';
import { router } from './http/routes.ts';
import { pageI18n } from './i18n/index.ts';
import { pageNumber } from './lib/pagination.ts';
import type { Frontend } from './inertia/frontend.ts';
import { createRootView, createSsrRenderer, inertia } from './inertia/index.ts';
import { publicMedia } from './media/serve.ts';
import { mediaStore } from './media/store/media-store.ts';
import { fakeRedsysRouter } from './payments/fake-redsys.ts';
import { gatewayOrigin, localGateway } from './payments/index.ts';

export interface AppDeps {
  env: Env;
  logger: Logger;
  /** Pool for the session store (Prisma keeps its own). */
  pool: pg.Pool;
  frontend: Frontend;
  /** Render pages on the server; when false, pages are client-rendered. */
  ssr: boolean;
}

/** The anonymous page cache: a few thousand pages, 64 MB with their compressed copies, 5 minutes each. */
const PAGE_CACHE_LIMITS = { maxEntries: 2_000, maxBytes: 64 * 2 ** 20, ttlMs: 5 * 60_000 };

/** The Express app: static files, sessions, the Inertia adapter, CSRF, routes and errors. No listen here. */
export function createApp({ env, logger, pool, frontend, ssr }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  if (env.TRUST_PROXY) app.set('trust proxy', 1);
  // An https public address means TLS ends in front of this process: cookies are Secure and
  // browsers are told to stay on https, whether or not TRUST_PROXY is set.
  const https = env.APP_URL?.startsWith('https:') === true;
  // Handlers read this app's settings through the request (lib/app-config.ts).
  app.locals.env = env;
  app.locals.secureCookies = https;
  app.locals.pageCache = { cache: new PageCache(PAGE_CACHE_LIMITS), assetVersion: frontend.version };

  app.use(securityHeaders({ dev: frontend.version === 'dev', https, paymentGateway: gatewayOrigin(env) }));
  app.use(requestLogger(logger));
  app.use(refuseHostileUrl);
  // Pages, JSON and public/ files go out as brotli or gzip, whichever the browser accepts (with
  // Vary: Accept-Encoding); built assets are already compressed and pass through untouched.
  app.use(compression());
  app.use(frontend.middleware);
  // Media answers 404 itself: a missing image never reaches sessions or a rendered page.
  // Reads only: DELETE /videos/{id} is the staff's route further down.
  app.use(publicMedia({ store: mediaStore(), publicBase: env.MEDIA_PUBLIC_URL, rootDir: env.rootDir, isHiddenPhoto }));
  app.use(publicFiles(path.join(env.rootDir, 'public')));
  app.use(localeFromPath);
  // The local Redsys of development (payments/index.ts localGateway): never in production.
  if (localGateway(env)) app.use(fakeRedsysRouter(env.REDSYS_SECRET_KEY!));
  app.use(router('sessionless'));

  app.use(express.json({ limit: '1mb' }));
  // No form of the site sends more than a few dozen fields; nested names are off (extended: false).
  app.use(express.urlencoded({ extended: false, limit: '1mb', parameterLimit: 200 }));
  app.use(refuseNullCharacters);
  app.use(cookieParser());
  app.use(sessions({ pool, secret: env.sessionSecret, secureCookie: https, onStoreError: (message) => logger.warn(message) }));
  app.use(renewSession);
  app.use(saveSessionBeforeRedirect);
  app.use(rememberMe);

  const renderSsr = ssr
    ? createSsrRenderer(frontend.loadSsrEntry, (error, page) =>
        logger.error({ err: error, component: page.component }, 'SSR falló; la página se renderiza en el cliente'),
      )
    : null;
  app.use(
    inertia({
      version: () => frontend.version,
      rootView: createRootView({
        template: frontend.template,
        ssr: renderSsr,
        headTags: (page) => frontend.pageTags(page.component),
        fallbackTitle: env.APP_NAME,
        lang: (page) => (page.props as Partial<SharedProps>).i18n?.locale ?? DEFAULT_LOCALE,
      }),
      share: (req, component, props) => {
        const i18n = pageI18n(component, { path: req.path, locale: req.locale, page: pageNumber(req.query.page), seo: props.seo });
        return {
          ...(i18n && { i18n }),
          appName: env.APP_NAME,
          empresa: sharedCompanyDetails,
          auth: async () => ({ user: await currentUser(req) }),
          flash: () => pullToast(req),
        };
      },
    }),
  );
  app.use(csrf({ secret: env.sessionSecret, secureCookie: https }));
  app.use(router());
  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}
