import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '@reride/shared';
import { EMAIL_STEPS } from './features/email/email-outbox';
import { REFUND_STEPS } from './features/orders/order-refunds';
import { COMPLETION_STEPS } from './features/payments/complete-payment';

/** Accepted outside production only: local runs need no secrets (docs/architecture.md#devstack). */
export const DEV_JWT_SECRET = 'reride-dev-only-jwt-secret-not-for-production';
const MIN_PRODUCTION_SECRET_LENGTH = 32;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `KEY=` in an env file means "not set", not "set to the empty string". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const commaList = (item: z.ZodType<string, string>, fallback = '') =>
  z
    .preprocess((v) => (v === '' ? undefined : v), z.string().default(fallback))
    .transform((raw) =>
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

const OriginSchema = z.union([
  z.literal('*'),
  z.url().refine((u) => new URL(u).origin === u, 'must be an origin: scheme://host[:port]'),
]);

/** Express `trust proxy`: a hop count, or the proxies' addresses/subnets (never "trust all"). */
const TrustProxySchema = z.union([
  z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number)
    .pipe(z.number().int().min(1)),
  commaList(
    z
      .string()
      .regex(
        /^(loopback|linklocal|uniquelocal|[0-9A-Fa-f]*[.:][0-9A-Fa-f:.]*(\/\d{1,3})?)$/,
        'must be a hop count or proxy addresses (e.g. 1, loopback, 10.0.0.0/8)',
      ),
  ).refine((list) => list.length > 0),
]);

const EnvSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'test', 'production'])).default('development'),
    PORT: optional(z.coerce.number().int().min(1).max(65535)).default(5000),
    HOST: optional(z.string()).default('0.0.0.0'),
    MONGODB_URI: z
      .string({ error: 'is required' })
      .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://'),
    MONGODB_DB: optional(z.string().regex(/^[A-Za-z0-9_-]{1,63}$/)).default('reride'),
    JWT_SECRET: optional(z.string()).default(DEV_JWT_SECRET),
    JWT_TTL_SECONDS: optional(z.coerce.number().int().min(60).max(86_400)).default(900),
    FIREBASE_PROJECT_ID: optional(z.string().min(1)).default('demo-reride'),
    FIREBASE_AUTH_EMULATOR_HOST: optional(z.string().regex(/^[^\s/:]+:\d+$/, 'must be host:port')),
    ADMIN_EMAILS: commaList(z.string().toLowerCase().pipe(z.email())),
    CORS_ORIGINS: commaList(OriginSchema, 'http://localhost:5173'),
    PUBLIC_API_URL: optional(z.url()).default('http://localhost:5000'),
    LOG_LEVEL: optional(z.enum(LOG_LEVELS)),
    /** In-process cache of anonymous public list GETs (http/public-cache.ts); 0 turns it off. */
    PUBLIC_CACHE_TTL_MS: optional(z.coerce.number().int().min(0).max(60_000)).default(5000),
    BODY_LIMIT: optional(z.string().regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb')).default(
      '100kb',
    ),
    PAYMENT_PROVIDER: optional(z.enum(PAYMENT_PROVIDERS)).default('sandbox'),
    /** Multiplies every rate limit (http/rate-limit-policy.ts); 0 turns them off (not in production). */
    RATE_LIMIT_SCALE: optional(z.coerce.number().min(0).max(10_000)).default(1),
    /** Unset: the client IP is the socket's; X-Forwarded-For is believed only from these proxies. */
    TRUST_PROXY: optional(TrustProxySchema),
    STRIPE_SECRET_KEY: optional(z.string()),
    STRIPE_WEBHOOK_SECRET: optional(z.string()),
    /** Provider calls slower than this are cut off and answered 503 (providers/timeout.ts). */
    PAYMENT_PROVIDER_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(120_000)).default(
      10_000,
    ),
    /** An unpaid booking expires this long after it was made (features/bookings/order-timers.ts). */
    BOOKING_EXPIRY_HOURS: optional(z.coerce.number().int().min(1).max(720)).default(72),
    /** An offer or a counter-offer lapses this long after it was made, unanswered (docs/domain.md#offers). */
    OFFER_TTL_HOURS: optional(z.coerce.number().int().min(1).max(720)).default(48),
    /** A paid order completes by itself this long after payment unless the buyer did it first. */
    ORDER_AUTO_COMPLETE_DAYS: optional(z.coerce.number().int().min(1).max(90)).default(7),
    /** The platform's share of each sale, in percent (docs/domain.md#money). */
    PLATFORM_FEE_PERCENT: optional(z.coerce.number().min(0).max(50)).default(0),
    /** How often each API process runs the order's timed transitions. */
    ORDER_SWEEP_INTERVAL_MS: optional(z.coerce.number().int().min(1000).max(3_600_000)).default(
      60_000,
    ),
    /** Fault injection for crash tests: SIGKILL this process after that payment, refund or email step. */
    FAULT_KILL_AFTER_STEP: optional(z.enum([...COMPLETION_STEPS, ...REFUND_STEPS, ...EMAIL_STEPS])),
    /** The web app's public origin: links in emails point there. */
    PUBLIC_WEB_URL: optional(z.url()).default('http://localhost:5173'),
    /** Where emails go out (smtp:// or smtps://, credentials in the URL); unset: no emails. */
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')),
    /** The emails' sender; its domain also names their Message-IDs. */
    MAIL_FROM: optional(
      z.string().regex(/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/, 'must be an email address'),
    ).default('ReRide <no-reply@reride.local>'),
    /** A mail the SMTP server refused waits this long, doubled on each later attempt. */
    EMAIL_RETRY_BASE_MS: optional(z.coerce.number().int().min(100).max(3_600_000)).default(60_000),
    /** Attempts of one mail before it is marked failed. */
    EMAIL_MAX_ATTEMPTS: optional(z.coerce.number().int().min(1).max(20)).default(5),
    /** How often each API process looks for mails due to be sent. */
    EMAIL_SEND_INTERVAL_MS: optional(z.coerce.number().int().min(100).max(600_000)).default(5000),
  })
  .transform((env) => ({
    ...env,
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  }));

export type Config = Readonly<z.infer<typeof EnvSchema>>;
export type Env = Record<string, string | undefined>;

/**
 * Rules across variables, checked on the raw values so that they are reported together with
 * the per-variable problems (a failed object schema would skip its refinements).
 */
function policyProblems(env: Env): string[] {
  const problems: string[] = [];
  const set = (key: string) => Boolean(env[key]?.trim());
  if (env.PAYMENT_PROVIDER === 'stripe') {
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      if (!set(key)) problems.push(`${key}: is required when PAYMENT_PROVIDER=stripe`);
    }
  }
  if (env.NODE_ENV !== 'production') return problems;
  if (set('FAULT_KILL_AFTER_STEP')) {
    problems.push('FAULT_KILL_AFTER_STEP: must not be set in production (it kills the process)');
  }
  const secret = env.JWT_SECRET ?? '';
  if (secret === DEV_JWT_SECRET || secret.length < MIN_PRODUCTION_SECRET_LENGTH) {
    problems.push(
      `JWT_SECRET: must be a secret of at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production`,
    );
  }
  if (set('FIREBASE_AUTH_EMULATOR_HOST')) {
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST: must not be set in production (it turns off token signature checks)',
    );
  }
  if ((env.CORS_ORIGINS ?? '').split(',').some((o) => o.trim() === '*')) {
    problems.push('CORS_ORIGINS: must list origins, not *, in production');
  }
  if (env.PAYMENT_PROVIDER?.trim() !== 'stripe') {
    // Anyone could "buy" a bike with a published test card: the bike is sold, nobody paid.
    problems.push(
      'PAYMENT_PROVIDER: must be stripe in production (the sandbox accepts test cards)',
    );
  }
  if (set('SMTP_URL') && !set('PUBLIC_WEB_URL')) {
    problems.push(
      'PUBLIC_WEB_URL: is required in production when SMTP_URL is set (links in emails)',
    );
  }
  if (set('RATE_LIMIT_SCALE') && Number(env.RATE_LIMIT_SCALE) === 0) {
    problems.push('RATE_LIMIT_SCALE: must not be 0 (limits off) in production');
  }
  return problems;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment; throws a ConfigError naming every bad variable. */
export function parseConfig(env: Env): Config {
  const result = EnvSchema.safeParse(env);
  const problems = [
    ...(result.error?.issues ?? []).map((i) => `${String(i.path[0] ?? '(env)')}: ${i.message}`),
    ...policyProblems(env),
  ];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const config = result.data;
  Object.freeze(config.ADMIN_EMAILS);
  Object.freeze(config.CORS_ORIGINS);
  return Object.freeze(config);
}

/** Start-up entry point: a bad environment prints every problem and stops the process. */
export function loadConfig(env: Env = process.env): Config {
  try {
    return parseConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return process.exit(1);
  }
}
