import { describe, expect, it } from 'vitest';
import { CreateBookingBodySchema, ReceivedBookingsQuerySchema } from './bookings';
import { contract } from './contract';
import { commonMessages } from './messages';
import {
  CreatePaymentBodySchema,
  CreatePaymentIntentBodySchema,
  SandboxConfirmBodySchema,
  SandboxConfirmParamsSchema,
  TEST_CARDS,
} from './payments';

const BIKE_ID = '65f0c0ffee0000000000abcd';

describe('CreateBookingBodySchema', () => {
  it('keeps only what the buyer types: bike id, phone, meeting location', () => {
    const body = CreateBookingBodySchema.parse({
      bikeId: BIKE_ID,
      phone: ' 01711223344 ',
      name: 'Mallory',
      price: 1,
      sellerEmail: 'x@y.z',
    });
    expect(body).toEqual({ bikeId: BIKE_ID, phone: '01711223344', location: '' });
  });

  it('requires a numeric phone with the form messages', () => {
    const issues = (phone: unknown) =>
      CreateBookingBodySchema.safeParse({ bikeId: BIKE_ID, phone }).error?.issues[0]?.message;
    expect(issues(undefined)).toBe(commonMessages.validation.requiredField);
    expect(issues('')).toBe(commonMessages.validation.requiredField);
    expect(issues('0171-abc')).toBe(commonMessages.validation.phoneNumeric);
  });
});

describe('payment bodies', () => {
  it('reads only the booking id when creating an intent (a client price is dropped)', () => {
    expect(CreatePaymentIntentBodySchema.parse({ bookingId: BIKE_ID, price: 1 })).toEqual({
      bookingId: BIKE_ID,
    });
  });

  it('reads the booking and transaction ids of a payment and refuses operator objects', () => {
    const body = { bookingId: BIKE_ID, transactionId: 'pi_123', price: 1, email: 'a@b.co' };
    expect(CreatePaymentBodySchema.parse(body)).toEqual({
      bookingId: BIKE_ID,
      transactionId: 'pi_123',
    });
    const forged = { bookingId: BIKE_ID, transactionId: { $ne: null } };
    expect(CreatePaymentBodySchema.safeParse(forged).success).toBe(false);
  });

  it('accepts a sandbox confirmation with a test card and refuses a non-intent id', () => {
    const confirm = {
      clientSecret: 'pi_sandbox_1_secret_2',
      card: { number: TEST_CARDS.success, expMonth: 12, expYear: 2030, cvc: '123' },
      billingDetails: { name: 'Rafi', email: 'rafi@example.com' },
    };
    expect(SandboxConfirmBodySchema.safeParse(confirm).success).toBe(true);
    expect(SandboxConfirmParamsSchema.safeParse({ id: 'pi_sandbox_1' }).success).toBe(true);
    expect(SandboxConfirmParamsSchema.safeParse({ id: '../admin' }).success).toBe(false);
  });

  it('lets a malformed card number through to the provider, which answers a card error', () => {
    const confirm = {
      clientSecret: 's',
      card: { number: '1234', expMonth: 13, expYear: 1, cvc: '1' },
      billingDetails: { name: '', email: '' },
    };
    expect(SandboxConfirmBodySchema.safeParse(confirm).success).toBe(true);
  });
});

describe('bookings and payments in the contract', () => {
  it('filters received bookings by an optional bike id', () => {
    expect(ReceivedBookingsQuerySchema.parse({ bikeId: BIKE_ID, limit: '5' })).toEqual({
      bikeId: BIKE_ID,
      limit: 5,
    });
    expect(ReceivedBookingsQuerySchema.safeParse({ bikeId: 'x' }).success).toBe(false);
  });

  it('gives each endpoint its access: buyers pay, sellers see their buyers, webhooks are signed', () => {
    expect(contract.createBooking.access).toEqual(['Buyer']);
    expect(contract.createPayment.access).toEqual(['Buyer']);
    expect(contract.listReceivedBookings.access).toEqual(['Seller']);
    expect(contract.confirmSandboxPayment.access).toBe('public');
    expect(contract.stripeWebhook.access).toBe('signature');
  });
});
