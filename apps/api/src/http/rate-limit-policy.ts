import type { RateLimitBucket } from '@reride/shared';

export interface RateLimitRule {
  /** Calls allowed per window and subject, before RATE_LIMIT_SCALE. */
  limit: number;
  windowSeconds: number;
}

/**
 * The one place for the numbers. The subject is the access token's user, otherwise the client
 * IP (sign-up and token exchange carry a Firebase token, so they count per IP). Each limit
 * leaves a person room for retries and mistakes and stops scripted floods.
 */
export const RATE_LIMIT_RULES: Record<RateLimitBucket, RateLimitRule> = {
  // A sign-in, a reload and a renewal every JWT_TTL_SECONDS are a few calls an hour per person.
  token: { limit: 30, windowSeconds: 60 },
  // Also called after every Google sign-in; per IP, so a shared NAT gets some room.
  signup: { limit: 20, windowSeconds: 600 },
  report: { limit: 20, windowSeconds: 3600 },
  booking: { limit: 20, windowSeconds: 3600 },
  // sharp re-encodes every upload (CPU): ten listings of six photos an hour.
  imageUpload: { limit: 60, windowSeconds: 3600 },
  // Intent and record of a few bookings, with retries after a declined card.
  payment: { limit: 30, windowSeconds: 600 },
  // Public (the client secret is the credential) and the place to test stolen card numbers.
  paymentConfirm: { limit: 10, windowSeconds: 600 },
  // Meeting times, cancel requests and disputes after payment: a few per order, many orders.
  orderAction: { limit: 60, windowSeconds: 3600 },
  // Money going back (refunds, cancellations with refund, payouts): each calls the provider.
  refund: { limit: 30, windowSeconds: 3600 },
  // Messages in conversations: a lively chat, not a flood.
  message: { limit: 120, windowSeconds: 3600 },
  // The contact form: a person writes a few times, a script is stopped early (per IP for visitors).
  contact: { limit: 5, windowSeconds: 3600 },
};

/** The rule as configured: RATE_LIMIT_SCALE multiplies the limit; null when limits are off. */
export function scaledRule(bucket: RateLimitBucket, scale: number): RateLimitRule | null {
  if (scale === 0) return null;
  const rule = RATE_LIMIT_RULES[bucket];
  return { ...rule, limit: Math.max(1, Math.round(rule.limit * scale)) };
}
