import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { signatureHeader, verifySignature } from './webhook-signature';
import { refusal } from '../../../../../test/fixtures/provider-errors';

const SECRET = 'whsec_test_signature';
const NOW = 1_900_000_000;
const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'ping',
  data: { object: {} },
});
const body = Buffer.from(payload);

describe('webhook signatures (Stripe scheme)', () => {
  it('accepts its own header and returns the body text', () => {
    expect(verifySignature(body, signatureHeader(payload, SECRET, NOW), SECRET, NOW)).toBe(payload);
  });

  it("accepts a header made by the Stripe SDK's generateTestHeaderString", () => {
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: NOW,
    });
    expect(verifySignature(body, header, SECRET, NOW)).toBe(payload);
  });

  it("produces headers the Stripe SDK's constructEvent accepts", () => {
    const header = signatureHeader(payload, SECRET, Math.floor(Date.now() / 1000));
    expect(Stripe.webhooks.constructEvent(body, header, SECRET).id).toBe('evt_1');
  });

  it('refuses a tampered body', () => {
    const header = signatureHeader(payload, SECRET, NOW);
    const tampered = Buffer.from(payload.replace('ping', 'payment_intent.succeeded'));
    expect(refusal(() => verifySignature(tampered, header, SECRET, NOW)).type).toBe(
      'signature_error',
    );
  });

  it('refuses a header signed with another secret', () => {
    const header = signatureHeader(payload, 'whsec_other', NOW);
    expect(refusal(() => verifySignature(body, header, SECRET, NOW)).code).toBe(
      'signature_verification_failed',
    );
  });

  it('refuses a missing or malformed header', () => {
    expect(refusal(() => verifySignature(body, undefined, SECRET, NOW)).type).toBe(
      'signature_error',
    );
    expect(refusal(() => verifySignature(body, 'garbage', SECRET, NOW)).type).toBe(
      'signature_error',
    );
    expect(refusal(() => verifySignature(body, 't=1,v1=zz', SECRET, NOW)).type).toBe(
      'signature_error',
    );
  });

  it('refuses a correctly signed but replayed (older than 5 minutes) event', () => {
    const header = signatureHeader(payload, SECRET, NOW - 301);
    expect(refusal(() => verifySignature(body, header, SECRET, NOW)).message).toMatch(/tolerance/);
  });

  it('accepts any matching v1 among several, as while a secret is rolled', () => {
    const good = signatureHeader(payload, SECRET, NOW).split(',')[1];
    const header = `t=${NOW},v1=${'0'.repeat(64)},${good}`;
    expect(verifySignature(body, header, SECRET, NOW)).toBe(payload);
  });
});
