import { describe, expect, it } from 'vitest';
import { CONTACT_MASKS, maskContacts } from './contact-masking';

const { phone, email } = CONTACT_MASKS;

describe('maskContacts', () => {
  it.each([
    ['Call me on 01712345678', `Call me on ${phone}`],
    ['Call me on +8801712345678 today', `Call me on ${phone} today`],
    ['017-1234-5678 or 0171 234 5678', `${phone} or ${phone}`],
    ['(+880) 1712.345.678', `${phone}`],
    ['Mail rider@example.com.', `Mail ${email}.`],
    ['first.last+bikes@mail.example.co.uk', email],
    ['rider (at) example (dot) com', email],
    ['rider [at] example.com please', `${email} please`],
  ])('masks %j', (text, expected) => {
    expect(maskContacts(text)).toEqual({ text: expected, masked: true });
  });

  it.each([
    'Is $1,200 your last price?',
    'Bought in 2021, serviced 12/03/2025',
    'Serviced on 2025-03-12 and again on 14.05.2026',
    'Frame 54 cm, 2x11 speed, 700x28c tyres',
    'Meet at 5:30 at the gate',
    'Size 1234567 digits is seven',
    'Ask me at the shop',
  ])('leaves %j as written', (text) => {
    expect(maskContacts(text)).toEqual({ text, masked: false });
  });
});
