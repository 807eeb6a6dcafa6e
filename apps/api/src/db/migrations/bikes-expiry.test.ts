import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { backfillListingExpiry } from './bikes-expiry';

/** The start-up migration `bikes-expiry-v1`: bikes listed before listings expired. */
describe('backfillListingExpiry', () => {
  it('gives each bike without an expiry 60 days from the migration, and leaves a set one alone', async () => {
    const t = await createTestApp();
    const bikes = t.db.collection('bikes');
    const set = new Date('2030-01-01T00:00:00Z');
    await bikes.insertMany([{ name: 'old' }, { name: 'renewed', expiresAt: set }]);
    const now = new Date('2026-11-27T12:00:00Z');

    await backfillListingExpiry(t.db, now);

    const old = await bikes.findOne({ name: 'old' });
    expect(old?.expiresAt).toEqual(new Date('2027-01-26T12:00:00Z'));
    expect((await bikes.findOne({ name: 'renewed' }))?.expiresAt).toEqual(set);
  });
});
