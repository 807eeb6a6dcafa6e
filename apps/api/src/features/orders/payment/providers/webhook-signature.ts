import { createHmac, timingSafeEqual } from 'node:crypto';
import { PaymentProviderError } from './types';

/**
 * Stripe's webhook signature scheme (`Stripe-Signature: t=<unix seconds>,v1=<hex>`, the HMAC-SHA256
 * of `<t>.<raw body>`), reimplemented so the offline sandbox signs and checks events exactly as
 * Stripe does and one webhook route serves both providers.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, payload)}`;
}

function refuse(message: string): never {
  throw new PaymentProviderError('signature_error', 'signature_verification_failed', message);
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    // Stripe sends one v1 per active secret while a secret is being rolled.
    if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return { timestamp, signatures };
}

/** Returns the body as text once its signature holds; throws a `signature_error` otherwise. */
export function verifySignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
): string {
  if (!header) refuse('No signature header found on the webhook request.');
  const { timestamp, signatures } = parseHeader(header);
  if (!Number.isFinite(timestamp) || signatures.length === 0) {
    refuse('Unable to extract timestamp and signatures from header.');
  }
  const payload = rawBody.toString('utf8');
  const expected = Buffer.from(hmacHex(secret, timestamp, payload), 'hex');
  // Constant-time comparison so the signature cannot be guessed byte by byte from timings.
  const matches = signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
  if (!matches) refuse('No signatures found matching the expected signature for payload.');
  // An old but valid signature is a replay: refuse it like Stripe's SDK does.
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    refuse('Timestamp outside the tolerance zone.');
  }
  return payload;
}
