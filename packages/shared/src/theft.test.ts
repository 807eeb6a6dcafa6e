import { describe, expect, it } from 'vitest';
import { SerialSchema, normaliseSerial, serialNearKeys } from './theft';

// Serial keys (docs/domain.md#frame-serials).
describe('normaliseSerial', () => {
  it('upper-cases and drops spaces, dashes, dots and other separators', () => {
    expect(normaliseSerial(' wtu-123.456 /7 ')).toBe('WTU1234567');
  });

  it('maps the look-alikes O to 0 and I, L to 1, so spellings of one frame meet', () => {
    expect(normaliseSerial('WO1-IL')).toBe('W0111');
    expect(normaliseSerial('w0i')).toBe(normaliseSerial('WO1'));
    // S, B and Z stay: they are letters of many makers' prefixes.
    expect(normaliseSerial('SBZ')).toBe('SBZ');
  });
});

describe('serialNearKeys', () => {
  it('shares exactly one key between two serials one substitution apart', () => {
    const a = serialNearKeys('ABC123');
    const b = serialNearKeys('ABC124');
    expect(a.filter((k) => b.includes(k))).toEqual(['ABC12*']);
    expect(serialNearKeys('ABC1234').some((k) => a.includes(k))).toBe(false);
  });
});

describe('SerialSchema', () => {
  it('takes up to 40 characters with at least 3 letters or digits', () => {
    expect(SerialSchema.safeParse('A'.repeat(40)).success).toBe(true);
    expect(SerialSchema.safeParse('A'.repeat(41)).success).toBe(false);
    expect(SerialSchema.safeParse('A-1').success).toBe(false);
    expect(SerialSchema.safeParse('').success).toBe(true);
  });
});
