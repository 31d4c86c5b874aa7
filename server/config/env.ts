import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of process.env. Every setting the app understands is declared here,
 * validated once at boot, and exported as a typed, frozen object.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Default: every interface in production (containers), only this machine otherwise. */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_NAME: z.string().min(1).default('GTCars'),
  APP_URL: z.url({ message: 'APP_URL debe ser una URL completa, p. ej. https://www.gtcars.es' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe empezar por postgres:// o postgresql://')
    .optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  STORAGE_DIR: z.string().min(1).default('storage'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET necesita al menos 32 caracteres').optional(),
  TRUST_PROXY: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVER_RENDERING: z.enum(['on', 'off']).default('on'),
  /** Default: 'auto' in development and tests, 'off' in production. */
  SEED_DEMO: z.enum(['auto', 'off']).optional(),
  SEED_DEMO_PHOTOS: z.enum(['auto', 'off']).default('auto'),
  /** The demo staff account's password (in production never the published one; unset there: random). */
  SEED_DEMO_PASSWORD: z.string().min(12, 'SEED_DEMO_PASSWORD necesita al menos 12 caracteres').optional(),
  /** Optional CRM endpoint each landing lead is forwarded to (JSON POST, retried). */
  CRM_WEBHOOK_URL: z.url({ protocol: /^https?$/, message: 'CRM_WEBHOOK_URL debe ser una URL http(s) completa' }).optional(),
  /** SMTP server for the staff mail, e.g. smtps://user:pass@smtp.example.com:465; unset: .eml files in storage/mail. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL debe empezar por smtp:// o smtps://').optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  SMTP_SECURE: booleanFlag,
  MAIL_FROM: z.string().min(3).default('GTCars Web <web@gtcars.es>'),
  STAFF_EMAIL: z.string().min(3).default('ventas@gtcars.es'),
  /** Public self-registration at /register once the first account exists (default off: staff add colleagues). */
  REGISTRATION_OPEN: booleanFlag,
  /** Where media live: files under STORAGE_DIR, or an S3-compatible bucket (the S3_* settings). */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  /** The S3 API's URL for a store other than AWS (MinIO, R2…); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'S3_ENDPOINT debe ser una URL http(s) completa' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET debe ser un nombre de bucket válido').optional(),
  /** Unset (both): the SDK's default credentials (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** true for stores that want bucket names in the path (MinIO and most self-hosted ones). */
  S3_FORCE_PATH_STYLE: booleanFlag,
  /** A CDN in front of the bucket: public media URLs redirect there (https://media.example.com). */
  MEDIA_PUBLIC_URL: z.url({ protocol: /^https?$/, message: 'MEDIA_PUBLIC_URL debe ser una URL http(s) completa' }).optional(),
  /** 'off': this web process runs no jobs (a worker process runs them: npm run worker). */
  JOBS_IN_PROCESS: z.enum(['on', 'off']).default('on'),
  /** Production: /register?token=… may create the first account (otherwise only npm run user:create). */
  INSTALL_TOKEN: z.string().min(16, 'INSTALL_TOKEN necesita al menos 16 caracteres').optional(),
  /** The portal feed's secret path segment (/feeds/{token}/stock.xml); unset, the feed answers 404. */
  FEED_TOKEN: z.string().regex(/^[A-Za-z0-9_-]{24,128}$/, 'FEED_TOKEN: de 24 a 128 letras, cifras, - o _').optional(),
  /** How a reservation's deposit is paid: 'off' (default), at a branch or by transfer as before; 'redsys', online. */
  PAYMENTS_PROVIDER: z.enum(['redsys', 'off']).default('off'),
  /** The merchant's code (FUC) and terminal Redsys gave the dealership. */
  REDSYS_MERCHANT_CODE: z.string().regex(/^\d{9}$/, 'REDSYS_MERCHANT_CODE: los 9 dígitos del código de comercio (FUC)').optional(),
  REDSYS_TERMINAL: z.string().regex(/^\d{1,3}$/, 'REDSYS_TERMINAL: de 1 a 3 dígitos').optional(),
  /** The terminal's secret key (SHA-256), Base64 of 24 bytes, from the Redsys back office. */
  REDSYS_SECRET_KEY: z
    .string()
    .refine((key) => /^[A-Za-z0-9+/]{32}$/.test(key) && Buffer.from(key, 'base64').length === 24, 'REDSYS_SECRET_KEY: la clave SHA-256 del terminal (32 caracteres en Base64)')
    .optional(),
  /** Redsys's test or live gateway: 'test' by default, but production must say which (a live site on the test gateway takes no money). */
  REDSYS_ENV: z.enum(['test', 'live']).optional(),
  /** Another gateway address than Redsys's own for REDSYS_ENV (a local gateway in development and tests). */
  REDSYS_URL: z.url({ protocol: /^https?$/, message: 'REDSYS_URL debe ser una URL http(s) completa' }).optional(),
});

export type Env = Omit<z.infer<typeof schema>, 'HOST' | 'SEED_DEMO' | 'REDSYS_ENV'> & {
  HOST: string;
  SEED_DEMO: 'auto' | 'off';
  REDSYS_ENV: 'test' | 'live';
  /** Absolute storage directory. */
  storageDir: string;
  /** Absolute project root (the directory holding package.json). */
  rootDir: string;
  isProduction: boolean;
  isTest: boolean;
  sessionSecret: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment object; throws ConfigError listing every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const blankToUndefined = Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const result = schema.safeParse(blankToUndefined);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuración no válida en el entorno:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  const isProduction = parsed.NODE_ENV === 'production';
  // Production needs its secret, and its public address for canonical, Open Graph and sitemap URLs.
  const missing = isProduction ? (['SESSION_SECRET', 'APP_URL'] as const).filter((key) => !parsed[key]) : [];
  if (missing.length > 0) {
    throw new ConfigError(`Configuración no válida en el entorno:\n${missing.map((key) => `  - ${key}: obligatorio en producción`).join('\n')}`);
  }
  if (parsed.MEDIA_STORAGE === 's3' && !parsed.S3_BUCKET) {
    throw new ConfigError('Configuración no válida en el entorno:\n  - S3_BUCKET: obligatorio con MEDIA_STORAGE=s3');
  }
  const redsysMissing = parsed.PAYMENTS_PROVIDER === 'redsys' ? (['REDSYS_MERCHANT_CODE', 'REDSYS_TERMINAL', 'REDSYS_SECRET_KEY'] as const).filter((key) => !parsed[key]) : [];
  if (redsysMissing.length > 0) {
    throw new ConfigError(`Configuración no válida en el entorno:\n${redsysMissing.map((key) => `  - ${key}: obligatorio con PAYMENTS_PROVIDER=redsys`).join('\n')}`);
  }
  if (isProduction && parsed.PAYMENTS_PROVIDER === 'redsys' && !parsed.REDSYS_ENV) {
    throw new ConfigError('Configuración no válida en el entorno:\n  - REDSYS_ENV: obligatorio en producción con PAYMENTS_PROVIDER=redsys (test o live)');
  }
  const rootDir = path.resolve(import.meta.dirname, '../..');
  return Object.freeze({
    ...parsed,
    HOST: parsed.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    SEED_DEMO: parsed.SEED_DEMO ?? (isProduction ? 'off' : 'auto'),
    REDSYS_ENV: parsed.REDSYS_ENV ?? 'test',
    rootDir,
    storageDir: path.resolve(rootDir, parsed.STORAGE_DIR),
    isProduction,
    isTest: parsed.NODE_ENV === 'test',
    sessionSecret: parsed.SESSION_SECRET ?? 'gtcars-development-session-secret-not-for-production',
  });
}

let current: Env | undefined;

/** The validated environment of this process, parsed on first use. */
export function env(): Env {
  current ??= parseEnv(process.env);
  return current;
}

/** Forgets the parsed environment: the next env() reads process.env again, as a new process would. */
export function forgetEnv(): void {
  current = undefined;
}
