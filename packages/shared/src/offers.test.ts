import { describe, expect, it } from 'vitest';
import { commonMessages, offerMessages } from './messages';
import { MakeOfferBodySchema, offerAmountRefusal, offerAmountSchema } from './offers';

describe('offer amounts', () => {
  it('stay strictly below the asking price, and a counter strictly above the offer', () => {
    expect(offerAmountRefusal(449.99, { asking: 450 })).toBeNull();
    expect(offerAmountRefusal(450, { asking: 450 })).toBe(offerMessages.belowAsking('$450'));
    expect(offerAmountRefusal(380, { asking: 450, above: 380 })).toBe(
      offerMessages.aboveOffer('$380'),
    );
    expect(offerAmountRefusal(380.01, { asking: 450, above: 380 })).toBeNull();
  });

  it('keep the marketplace price rules (minimum, two decimals)', () => {
    const schema = offerAmountSchema({ asking: 450 });
    expect(schema.safeParse(20).success).toBe(true);
    expect(schema.safeParse(19.99).error?.issues[0]?.message).toBe(
      commonMessages.validation.priceMin,
    );
    expect(schema.safeParse(30.123).success).toBe(false);
  });

  it('refuses unknown fields in the body (no price or state from the client)', () => {
    const body = { amount: 300, phone: '01711223344' };
    expect(MakeOfferBodySchema.parse(body)).toEqual({ ...body, location: '' });
    expect(MakeOfferBodySchema.safeParse({ ...body, price: 1 }).success).toBe(false);
    expect(MakeOfferBodySchema.safeParse({ ...body, bikeId: 'x' }).success).toBe(false);
  });
});

describe("an offer's state, to the party reading it", () => {
  it.each([
    [{ state: 'open', role: 'buyer' }, "Waiting for the seller's answer"],
    [{ state: 'open', role: 'seller' }, 'Waiting for your answer'],
    [
      { state: 'countered', role: 'seller', counterAmount: 410 },
      "Countered: waiting for the buyer's answer",
    ],
    [
      { state: 'countered', role: 'buyer', counterAmount: 410 },
      'Countered: waiting for your answer',
    ],
    [{ state: 'accepted', role: 'buyer' }, 'Accepted'],
    [{ state: 'accepted', role: 'buyer', counterAmount: 410 }, 'Counter-offer accepted'],
  ] as const)('%o reads "%s"', (offer, words) => {
    expect(offerMessages.stateFor(offer)).toBe(words);
  });
});
