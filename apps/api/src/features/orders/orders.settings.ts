import { z } from 'zod';
import {
  MARKETPLACE_RULE_DEFAULTS,
  PAYMENT_PROVIDERS,
  type MarketplaceRules,
} from '@reride/shared';

const DEFAULTS = MARKETPLACE_RULE_DEFAULTS;
import type { Env } from '../../core/settings';
import { faultStepSetting, optional } from '../../core/settings';
import { COMPLETION_STEPS } from './payment/complete-payment';
import { REFUND_STEPS } from './refund/order-refunds';

/**
 * How often each API process runs the order's jobs (its timers, the refund repair) and those
 * that belong with them in other features (the ledger repair, offers lapsing): they declare
 * this same schema, so the variable means one thing (config.ts checks it).
 */
export const ORDER_SWEEP_INTERVAL_MS = optional(
  z.coerce.number().int().min(1000).max(3_600_000),
).default(60_000);

/** The platform's share of each sale, in percent (docs/domain.md#money); earnings shows it. */
export const PLATFORM_FEE_PERCENT = optional(z.coerce.number().min(0).max(50)).default(
  DEFAULTS.platformFeePercent,
);

/** The environment the orders feature reads (validated by config.ts with every other). */
export const OrdersSettingsSchema = z.object({
  PAYMENT_PROVIDER: optional(z.enum(PAYMENT_PROVIDERS)).default('sandbox'),
  STRIPE_SECRET_KEY: optional(z.string()),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  /** Provider calls slower than this are cut off and answered 503 (providers/timeout.ts). */
  PAYMENT_PROVIDER_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(120_000)).default(
    10_000,
  ),
  /** An unpaid booking expires this long after it was made (booking/order-timers.ts). */
  BOOKING_EXPIRY_HOURS: optional(z.coerce.number().int().min(1).max(720)).default(
    DEFAULTS.bookingExpiryHours,
  ),
  /** A paid order completes by itself this long after payment unless the buyer did it first. */
  ORDER_AUTO_COMPLETE_DAYS: optional(z.coerce.number().int().min(1).max(90)).default(
    DEFAULTS.orderAutoCompleteDays,
  ),
  PLATFORM_FEE_PERCENT,
  ORDER_SWEEP_INTERVAL_MS,
  /** Crash tests: SIGKILL this process after that payment or refund step (core/faults.ts). */
  FAULT_KILL_AFTER_STEP: faultStepSetting([...COMPLETION_STEPS, ...REFUND_STEPS]),
});

export type OrdersSettings = z.output<typeof OrdersSettingsSchema>;

/** Rules across variables, on the raw environment, reported with every other problem. */
export function ordersSettingsRules(env: Env): string[] {
  const problems: string[] = [];
  const set = (key: string) => Boolean(env[key]?.trim());
  if (env.PAYMENT_PROVIDER === 'stripe') {
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      if (!set(key)) problems.push(`${key}: is required when PAYMENT_PROVIDER=stripe`);
    }
  }
  if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER?.trim() !== 'stripe') {
    // Anyone could "buy" a bike with a published test card: the bike is sold, nobody paid.
    problems.push(
      'PAYMENT_PROVIDER: must be stripe in production (the sandbox accepts test cards)',
    );
  }
  return problems;
}

/** The order's rules in force, as the Help page states them (GET /rules, features/site). */
export function orderRules(settings: OrdersSettings): Omit<MarketplaceRules, 'offerTtlHours'> {
  return {
    bookingExpiryHours: settings.BOOKING_EXPIRY_HOURS,
    orderAutoCompleteDays: settings.ORDER_AUTO_COMPLETE_DAYS,
    platformFeePercent: settings.PLATFORM_FEE_PERCENT,
  };
}
