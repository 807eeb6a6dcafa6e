import { z } from 'zod';
import { SettingsError, settingsOrExit } from '@reride/shared/process-settings';
import { commaList, faultStepsIn, optional, type Env } from './core/settings';

export type { Env };

/** Accepted outside production only: local runs need no secrets (docs/architecture.md#devstack). */
export const DEV_JWT_SECRET = 'reride-dev-only-jwt-secret-not-for-production';
const MIN_PRODUCTION_SECRET_LENGTH = 32;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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

/**
 * The platform's settings: the process, the database, access tokens, HTTP. Each feature declares
 * the variables it reads in its own settings schema (`<name>.feature.ts`, `<name>.settings.ts`);
 * `parseConfig` validates them all together, so a bad environment names every problem at once.
 */
const PlatformSchema = z.object({
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
  CORS_ORIGINS: commaList(OriginSchema, 'http://localhost:5173'),
  PUBLIC_API_URL: optional(z.url()).default('http://localhost:5000'),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)),
  /** In-process cache of anonymous public list GETs (http/public-cache.ts); 0 turns it off. */
  PUBLIC_CACHE_TTL_MS: optional(z.coerce.number().int().min(0).max(60_000)).default(5000),
  BODY_LIMIT: optional(z.string().regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb')).default(
    '100kb',
  ),
  /** Multiplies every rate limit (http/rate-limit-policy.ts); 0 turns them off (not in production). */
  RATE_LIMIT_SCALE: optional(z.coerce.number().min(0).max(10_000)).default(1),
  /** Unset: the client IP is the socket's; X-Forwarded-For is believed only from these proxies. */
  TRUST_PROXY: optional(TrustProxySchema),
  /**
   * Fault injection for the shutdown test (server-sigterm.test.ts): a job `fault.slow-job` that
   * takes this long and then uses the database, so SIGTERM meets a job under way.
   */
  FAULT_SLOW_JOB_MS: optional(z.coerce.number().int().min(1).max(60_000)),
});

type LogLevel = (typeof LOG_LEVELS)[number];
type PlatformConfig = Omit<z.output<typeof PlatformSchema>, 'LOG_LEVEL'> & { LOG_LEVEL: LogLevel };

/** What parsing needs of a feature (core/feature.ts): the variables it reads, its rules. */
export interface FeatureSettings {
  name: string;
  settings: z.ZodObject;
  settingsRules?: ((env: Env) => string[]) | undefined;
}

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** The platform's settings and every listed feature's. */
export type Config<F extends readonly FeatureSettings[]> = Readonly<
  PlatformConfig & Intersection<z.output<F[number]['settings']>>
>;

/**
 * One schema of the whole environment. A variable several features read is declared by each
 * with the same schema object (e.g. ORDER_SWEEP_INTERVAL_MS from orders.settings.ts); the
 * FAULT_KILL_AFTER_STEP each declares (core/settings.ts) accepts the steps of all of them.
 */
function envSchema(features: readonly FeatureSettings[]) {
  const shape: Record<string, z.ZodType> = { ...PlatformSchema.shape };
  const steps: string[] = [];
  for (const feature of features) {
    const declared: Record<string, z.ZodType> = feature.settings.shape;
    for (const [key, schema] of Object.entries(declared)) {
      const faultSteps = faultStepsIn(schema);
      if (faultSteps) steps.push(...faultSteps);
      else if (shape[key] && shape[key] !== schema) {
        throw new Error(`${key} is declared by ${feature.name} differently from another's`);
      } else shape[key] = schema;
    }
  }
  const [first, ...rest] = steps;
  if (first !== undefined) shape.FAULT_KILL_AFTER_STEP = optional(z.enum([first, ...rest]));
  return z.object(shape);
}

/**
 * The platform's rules across variables, checked on the raw values so that they are reported
 * together with the per-variable problems (a failed object schema would skip its refinements).
 */
function platformProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const set = (key: string) => Boolean(env[key]?.trim());
  if (set('FAULT_KILL_AFTER_STEP')) {
    problems.push('FAULT_KILL_AFTER_STEP: must not be set in production (it kills the process)');
  }
  if (set('FAULT_SLOW_JOB_MS')) {
    problems.push("FAULT_SLOW_JOB_MS: must not be set in production (a test's slow job)");
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
  if (set('RATE_LIMIT_SCALE') && Number(env.RATE_LIMIT_SCALE) === 0) {
    problems.push('RATE_LIMIT_SCALE: must not be 0 (limits off) in production');
  }
  return problems;
}

/**
 * Validates the environment against the platform's settings and those of `features` (the
 * composition root's list); throws a SettingsError naming every bad variable.
 */
export function parseConfig<const F extends readonly FeatureSettings[]>(
  env: Env,
  features: F,
): Config<F> {
  const result = envSchema(features).safeParse(env);
  const problems = [
    ...(result.error?.issues ?? []).map((i) => `${String(i.path[0] ?? '(env)')}: ${i.message}`),
    ...platformProblems(env),
    ...features.flatMap((feature) => feature.settingsRules?.(env) ?? []),
  ];
  if (!result.success || problems.length > 0) throw new SettingsError('configuration', problems);
  const parsed = result.data as Record<string, unknown>;
  const nodeEnv = parsed.NODE_ENV;
  parsed.LOG_LEVEL ??= nodeEnv === 'test' ? 'silent' : 'info';
  for (const value of Object.values(parsed)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(parsed) as Config<F>;
}

/** Start-up entry point: a bad environment prints every problem and stops the process. */
export function loadConfig<const F extends readonly FeatureSettings[]>(
  features: F,
  env: Env = process.env,
): Config<F> {
  return settingsOrExit(() => parseConfig(env, features));
}
