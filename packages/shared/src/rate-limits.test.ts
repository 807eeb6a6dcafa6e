import { describe, expect, it } from 'vitest';
import { contract, type Endpoint } from './contract';
import { buildOpenApiDocument } from './openapi';
import { RATE_LIMIT_BUCKETS, RATE_LIMITED_ENDPOINTS } from './rate-limits';

type Operation = { operationId: string; responses: Record<string, unknown> };

function operations(): Operation[] {
  const doc = buildOpenApiDocument();
  return Object.values(doc.paths).flatMap((methods) => Object.values(methods) as Operation[]);
}

describe('rate-limited endpoints', () => {
  it('names endpoints of the contract and buckets of the closed list', () => {
    const names = Object.keys(contract);
    for (const [name, bucket] of Object.entries(RATE_LIMITED_ENDPOINTS)) {
      expect(names).toContain(name);
      expect(RATE_LIMIT_BUCKETS).toContain(bucket);
    }
  });

  it('covers sign-up, token, phone confirmation, report, booking and its ends, image uploads (message and profile photos too), every buyer payment call and every action after payment, messages, offers, reviews, replies, review reports, theft reports and the contact form', () => {
    const limited = Object.keys(RATE_LIMITED_ENDPOINTS).map((name) => {
      const e = (contract as Record<string, Endpoint>)[name];
      return `${e?.method} ${e?.path}`;
    });
    expect(limited.sort()).toEqual(
      [
        'GET /jwt',
        'POST /users',
        'POST /users/me/phone-verification',
        'PATCH /reported/:bikeId',
        'POST /bookings',
        'POST /bookings/:id/cancel',
        'POST /bookings/:id/decline',
        'POST /bookings/:id/handover',
        'POST /bookings/:id/handover-code',
        'POST /images',
        'POST /images/avatar',
        'POST /create-payment-intent',
        'POST /payments',
        'POST /sandbox/payment-intents/:id/confirm',
        'POST /bookings/:id/meeting',
        'POST /bookings/:id/cancel-request',
        'POST /bookings/:id/cancel-request/refuse',
        'POST /bookings/:id/seller-cancel',
        'POST /bookings/:id/dispute',
        'POST /bookings/:id/dispute/answer',
        'POST /disputes/:id/refund',
        'POST /disputes/:id/close',
        'POST /earnings/payouts',
        'POST /conversations',
        'POST /conversations/:id/messages',
        'POST /conversations/:id/photos',
        'POST /conversations/:id/messages/:messageId/report',
        'POST /contact-messages',
        'POST /conversations/:id/offers',
        'POST /offers/:id/accept',
        'POST /offers/:id/decline',
        'POST /offers/:id/counter',
        'POST /orders/:id/reviews',
        'POST /reviews/:id/report',
        'POST /reviews/:id/reply',
        'POST /theft-reports',
      ].sort(),
    );
  });

  it('lists 429 with Retry-After in the OpenAPI document for those endpoints only', () => {
    const ops = operations();
    const with429 = ops.filter((op) => '429' in op.responses).map((op) => op.operationId);
    expect(with429.sort()).toEqual(Object.keys(RATE_LIMITED_ENDPOINTS).sort());
    const booking = ops.find((op) => op.operationId === 'createBooking');
    expect(booking?.responses['429']).toMatchObject({
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
    });
  });
});
