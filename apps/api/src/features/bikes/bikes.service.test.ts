import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { BikeCatalogue, BikeRecord } from './bikes.repository';
import { createBikesService } from './bikes.service';

/**
 * The toggle's retry after a lost race, with a scripted repository: a real race cannot be
 * staged on demand, and not every engine makes a conditional update atomic under concurrency.
 */
const caller: Caller = {
  _id: 'a'.repeat(24),
  email: 'seller@example.com',
  name: 'Seller',
  userType: 'Seller',
  roles: ['Seller'],
  verified: false,
  createdAt: new Date('2025-01-01T00:00:00Z'),
};

function serviceWith(reads: Partial<BikeRecord>[], writes: boolean[]) {
  const calls: boolean[] = [];
  const bikes = {
    findLiveById: () =>
      Promise.resolve({ sellerId: caller._id, status: 'unsold', ...reads.shift() } as BikeRecord),
    setAdvertised: (_id: string, expected: boolean) => {
      calls.push(expected);
      return Promise.resolve(writes.shift() ?? false);
    },
  } as unknown as BikeCatalogue;
  const service = createBikesService({
    bikes,
    images: { isOwnedBy: () => Promise.resolve(true) },
    categories: { getCategory: () => Promise.reject(new Error('unused')) },
    clock: () => new Date(),
    expiryFrom: (at: Date) => at,
    publicApiUrl: 'http://localhost:5000',
    premoderateFirstListing: false,
    events: { publish: () => Promise.resolve({ failed: [] }) },
  });
  return { service, calls };
}

describe('PATCH /bikes/:id toggle rule', () => {
  it('re-reads and negates the new stored value when a concurrent toggle won', async () => {
    const { service, calls } = serviceWith(
      [{ advertised: false }, { advertised: true }],
      [false, true],
    );
    const result = await service.toggleAdvertised(caller, 'b'.repeat(24));
    expect(result).toEqual({ acknowledged: true, modifiedCount: 1, advertised: false });
    expect(calls).toEqual([false, true]);
  });

  it('returns 409 CONFLICT after three lost races in a row', async () => {
    const reads = [{ advertised: false }, { advertised: false }, { advertised: false }];
    const { service } = serviceWith(reads, [false, false, false]);
    const error = await service.toggleAdvertised(caller, 'b'.repeat(24)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('CONFLICT');
  });
});
