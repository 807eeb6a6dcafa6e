import { normaliseSerial, serialNearKeys } from '@reride/shared';

/**
 * What a bike stores of a serial as typed: the text (the seller's and administrators' to read),
 * its key and near keys (what the theft check matches on), and `not-checked` until a registry
 * answered (docs/domain.md#frame-serials).
 */
export function serialFields(serial: string) {
  const serialKey = normaliseSerial(serial);
  return {
    serial,
    serialKey,
    serialNearKeys: serialNearKeys(serialKey),
    serialCheck: 'not-checked' as const,
  };
}
