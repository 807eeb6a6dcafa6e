import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAppConfig as loadConfig, parseAppConfig as parseConfig } from './compose';
import { SettingsError } from '@reride/shared/process-settings';
import { DEV_JWT_SECRET } from './config';

const base = { MONGODB_URI: 'mongodb://127.0.0.1:27017' };
const strongSecret = 'x'.repeat(48);
const production = {
  ...base,
  NODE_ENV: 'production',
  JWT_SECRET: strongSecret,
  CORS_ORIGINS: 'https://reride.example',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  SAVED_SEARCH_TOKEN_SECRET: 'an-unsubscribe-link-secret-0123456789',
};

const problemsOf = (env: Record<string, string>) =>
  SettingsError.problemsOf(() => parseConfig(env));

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    const config = parseConfig(base);
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 5000,
      HOST: '0.0.0.0',
      MONGODB_DB: 'reride',
      JWT_SECRET: DEV_JWT_SECRET,
      JWT_TTL_SECONDS: 900,
      FIREBASE_PROJECT_ID: 'demo-reride',
      ADMIN_EMAILS: [],
      CORS_ORIGINS: ['http://localhost:5173'],
      PUBLIC_API_URL: 'http://localhost:5000',
      LOG_LEVEL: 'info',
      BODY_LIMIT: '100kb',
      PAYMENT_PROVIDER: 'sandbox',
    });
    expect(config.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
  });

  it('returns a frozen object whose lists are frozen too', () => {
    const config = parseConfig({ ...base, ADMIN_EMAILS: 'a@b.co' });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.ADMIN_EMAILS)).toBe(true);
    expect(Object.isFrozen(config.CORS_ORIGINS)).toBe(true);
  });

  it('is silent by default under test', () => {
    expect(parseConfig({ ...base, NODE_ENV: 'test' }).LOG_LEVEL).toBe('silent');
  });

  it('parses comma lists, trimming and lower-casing admin emails', () => {
    const config = parseConfig({
      ...base,
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,',
      CORS_ORIGINS: 'http://localhost:5173, https://reride.example',
    });
    expect(config.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.CORS_ORIGINS).toEqual(['http://localhost:5173', 'https://reride.example']);
  });

  it('treats empty variables as unset', () => {
    const config = parseConfig({
      ...base,
      PORT: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      CORS_ORIGINS: '',
    });
    expect(config.PORT).toBe(5000);
    expect(config.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    expect(config.CORS_ORIGINS).toEqual(['http://localhost:5173']);
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      ADMIN_EMAILS: 'not-an-email',
      CORS_ORIGINS: 'http://a.example/path',
      BODY_LIMIT: 'lots',
      PAYMENT_PROVIDER: 'paypal',
    });
    const variables = problems.map((p) => p.split(':')[0]);
    expect(variables).toEqual(
      expect.arrayContaining([
        'PORT',
        'MONGODB_URI',
        'ADMIN_EMAILS',
        'CORS_ORIGINS',
        'BODY_LIMIT',
        'PAYMENT_PROVIDER',
      ]),
    );
  });

  it('requires the Stripe keys when PAYMENT_PROVIDER is stripe', () => {
    expect(problemsOf({ ...base, PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER=stripe',
      'STRIPE_WEBHOOK_SECRET: is required when PAYMENT_PROVIDER=stripe',
    ]);
    const config = parseConfig({
      ...base,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    });
    expect(config.PAYMENT_PROVIDER).toBe('stripe');
  });

  it('accepts a production configuration with a strong secret and listed origins', () => {
    expect(parseConfig(production).NODE_ENV).toBe('production');
  });

  it.each([
    ['the default JWT secret', { JWT_SECRET: DEV_JWT_SECRET }, 'JWT_SECRET'],
    ['no JWT secret', { JWT_SECRET: '' }, 'JWT_SECRET'],
    ['a JWT secret shorter than 32 characters', { JWT_SECRET: 'short-secret' }, 'JWT_SECRET'],
    [
      'the auth emulator',
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      'FIREBASE_AUTH_EMULATOR_HOST',
    ],
    ['a * CORS origin', { CORS_ORIGINS: 'https://reride.example,*' }, 'CORS_ORIGINS'],
    ['rate limits turned off', { RATE_LIMIT_SCALE: '0' }, 'RATE_LIMIT_SCALE'],
    [
      'no secret for unsubscribe links',
      { SAVED_SEARCH_TOKEN_SECRET: '' },
      'SAVED_SEARCH_TOKEN_SECRET',
    ],
    ['the sandbox payment provider', { PAYMENT_PROVIDER: 'sandbox' }, 'PAYMENT_PROVIDER'],
    [
      'no payment provider (the sandbox default)',
      { PAYMENT_PROVIDER: '', STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' },
      'PAYMENT_PROVIDER',
    ],
    ['a fault-injection kill step', { FAULT_KILL_AFTER_STEP: 'sold' }, 'FAULT_KILL_AFTER_STEP'],
    [
      'emails without the web URL their links need',
      { SMTP_URL: 'smtps://user:pass@smtp.example.com:465' },
      'PUBLIC_WEB_URL',
    ],
  ])('refuses production with %s', (_label, override, variable) => {
    const problems = problemsOf({ ...production, ...override });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable}: `));
  });

  it('scales rate limits by RATE_LIMIT_SCALE, 1 by default and 0 (off) outside production', () => {
    expect(parseConfig(base).RATE_LIMIT_SCALE).toBe(1);
    expect(parseConfig({ ...base, RATE_LIMIT_SCALE: '0' }).RATE_LIMIT_SCALE).toBe(0);
    expect(parseConfig({ ...production, RATE_LIMIT_SCALE: '2.5' }).RATE_LIMIT_SCALE).toBe(2.5);
    expect(problemsOf({ ...base, RATE_LIMIT_SCALE: '-1' })[0]).toMatch(/^RATE_LIMIT_SCALE: /);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names, never from anyone', () => {
    expect(parseConfig(base).TRUST_PROXY).toBeUndefined();
    expect(parseConfig({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ ...base, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    for (const bad of ['true', '*', 'everyone', '0']) {
      expect(problemsOf({ ...base, TRUST_PROXY: bad })[0]).toMatch(/^TRUST_PROXY: /);
    }
  });

  it('sends no email without SMTP_URL, and takes only SMTP URLs and addresses for it', () => {
    expect(parseConfig(base).SMTP_URL).toBeUndefined();
    expect(parseConfig(base).MAIL_FROM).toBe('ReRide <no-reply@reride.local>');
    const mail = { SMTP_URL: 'smtp://127.0.0.1:1025', MAIL_FROM: 'shop@reride.example' };
    expect(parseConfig({ ...base, ...mail })).toMatchObject(mail);
    expect(problemsOf({ ...base, SMTP_URL: 'http://mail.example' })[0]).toMatch(/^SMTP_URL: /);
    expect(problemsOf({ ...base, MAIL_FROM: 'ReRide' })[0]).toMatch(/^MAIL_FROM: /);
  });

  it('allows * as a CORS origin outside production', () => {
    expect(parseConfig({ ...base, CORS_ORIGINS: '*' }).CORS_ORIGINS).toEqual(['*']);
  });
});

describe('loadConfig', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('prints every problem and exits with 1 on a bad environment', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' });
    expect(exit).toHaveBeenCalledWith(1);
    const output = String(printed.mock.calls[0]?.[0]);
    expect(output).toContain('MONGODB_URI');
    expect(output).toContain('JWT_SECRET');
    expect(output).toContain('FIREBASE_AUTH_EMULATOR_HOST');
  });

  it('returns the parsed configuration on a good environment', () => {
    expect(loadConfig({ ...base, PORT: '8080' }).PORT).toBe(8080);
  });
});
