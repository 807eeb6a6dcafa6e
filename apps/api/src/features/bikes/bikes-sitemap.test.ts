import { beforeEach, describe, expect, inject, it } from 'vitest';
import {
  type Bike,
  type BikeSitemap,
  type BikeSitemapFile,
  catalogueMessages,
} from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { createBikeAs, insertBikes, setBikeFields } from '../../../test/fixtures/bikes';
import { AppError } from '../../core/app-error';
import { collection } from '../../db/collections';
import { bikes as bikesCollection } from './bikes.collections';
import { PUBLIC_CACHE_CONTROL } from '../../http/public-cache';
import { PUBLIC } from './bike-lists.repository';
import { createBikeSitemapRepository } from './bike-sitemap.repository';
import { createBikeSitemapService } from './bike-sitemap.service';

let t: TestApp, seller: SignedUp, anotherSeller: SignedUp, buyer: SignedUp, admin: SignedUp;
let tick = 0;
const clock = () => new Date(Date.UTC(2025, 4, 1) + (tick += 1) * 1000);

beforeEach(async () => {
  tick = 0;
  [t, seller, anotherSeller, buyer, admin] = await appWithUsers(
    ['Seller', 'Seller', 'Buyer', 'Admin'],
    { clock },
  );
});

const summary = async () => (await t.request.get('/sitemap/bikes').expect(200)).body as BikeSitemap;
const fileOf = async (file: number | string) =>
  (await t.request.get(`/sitemap/bikes/${file}`).expect(200)).body as BikeSitemapFile;
const idsOf = (file: BikeSitemapFile) => file.bikes.map((b) => b._id);
const ascending = (ids: string[]) => [...ids].sort();
const sellerRef = () => ({ ...seller.user, email: seller.email });

describe('GET /sitemap/bikes and GET /sitemap/bikes/:file', () => {
  it('lists what the public catalogue lists, in _id order, with each last change', async () => {
    const listed = await createBikeAs(t.request, seller.authHeader, { name: 'Listed' });
    const other = await createBikeAs(t.request, anotherSeller.authHeader, { name: 'Other' });
    const reported = await createBikeAs(t.request, seller.authHeader, { name: 'Reported' });
    const sold = await createBikeAs(t.request, seller.authHeader, { name: 'Sold' });
    const deleted = await createBikeAs(t.request, seller.authHeader, { name: 'Deleted' });
    const moderated = await createBikeAs(t.request, seller.authHeader, { name: 'Moderated' });
    const removedSeller = await t.signUpAs('Seller');
    await createBikeAs(t.request, removedSeller.authHeader, { name: 'Of removed' });

    await setBikeFields(t.db, sold, { status: 'Sold' });
    await t.request.delete(`/bikes/${deleted}`).set(seller.authHeader).expect(200);
    for (const id of [reported, moderated]) {
      await t.request
        .patch(`/reported/${id}`)
        .set(buyer.authHeader)
        .send({ reason: 'scam' })
        .expect(200);
    }
    await t.request.delete(`/reported/${moderated}`).set(admin.authHeader).expect(200);
    await t.request.delete(`/sellers/${removedSeller.user._id}`).set(admin.authHeader).expect(200);

    expect(await summary()).toEqual({ listed: 3, files: 1 });
    const res = await t.request.get('/sitemap/bikes/1').expect(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const file = res.body as BikeSitemapFile;
    expect(idsOf(file)).toEqual(ascending([listed, other, reported]));
    // A report is a change of the bike (its card says Reported), so the date moves with it.
    const docs = await collection(t.db, bikesCollection)
      .find({}, { projection: { updatedAt: 1 } })
      .toArray();
    const updatedAt = new Map(docs.map((d) => [d._id.toHexString(), d.updatedAt.toISOString()]));
    for (const entry of file.bikes) {
      expect(entry).toEqual({ _id: entry._id, lastModified: updatedAt.get(entry._id) });
    }
    // The same set as the catalogue's own search, which a visitor uses.
    const search = await t.request.get('/bikes/search').expect(200);
    expect(ascending((search.body as Bike[]).map((b) => b._id))).toEqual(idsOf(file));
  });

  it('answers one empty file when nothing is listed, and 404 past the last file', async () => {
    expect(await summary()).toEqual({ listed: 0, files: 1 });
    expect(await fileOf(1)).toEqual({ bikes: [] });
    await insertBikes(t.db, sellerRef(), 2);
    expect(await summary()).toEqual({ listed: 2, files: 1 });
    const res = await t.request.get('/sitemap/bikes/2').expect(404);
    expect(res.body).toEqual({
      code: 'NOT_FOUND',
      message: catalogueMessages.bikes.sitemapFileNotFound,
    });
  });

  it('answers 400 with a message for a file that is not a whole number from 1', async () => {
    const bad = ['0', '-1', 'abc', '1.5', '01', '1e3', '0x2', '1234567', '%20'];
    for (const file of bad) {
      const res = await t.request.get(`/sitemap/bikes/${file}`);
      expect([file, res.status, res.body.code]).toEqual([file, 400, 'VALIDATION_FAILED']);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  // mongo-java-server (the embedded engine) has no explain; on mongo:7 the plan must skip over
  // the listed_id index, not fetch every bike in _id order.
  it.skipIf(!inject('dbHasExplain'))('reads a file through the listed_id index', async () => {
    await insertBikes(t.db, sellerRef(), 6, { overrides: { status: 'Sold' } });
    await insertBikes(t.db, sellerRef(), 4);
    const explain = await collection(t.db, bikesCollection)
      .find(PUBLIC, { projection: { _id: 1, updatedAt: 1 } })
      .sort({ _id: 1 })
      .skip(2)
      .limit(2)
      .explain();
    const plan = JSON.stringify(explain.queryPlanner.winningPlan);
    expect(plan).toContain('"stage":"IXSCAN"');
    expect(plan).toContain('listed_id');
  });
});

describe('sitemap files of a small size', () => {
  const service = () =>
    createBikeSitemapService({ sitemap: createBikeSitemapRepository(t.db), urlsPerFile: 3 });
  const pastTheEnd = (file: number) =>
    service()
      .file(file)
      .catch((error: unknown) => error);

  it('splits the listed bikes into files in _id order, with no overlap and no gap', async () => {
    const listed = await insertBikes(t.db, sellerRef(), 8);
    await insertBikes(t.db, sellerRef(), 2, { overrides: { status: 'Sold' } });
    expect(await service().summary()).toEqual({ listed: 8, files: 3 });
    const files = await Promise.all([1, 2, 3].map((n) => service().file(n)));
    expect(files.map((f) => f.bikes.length)).toEqual([3, 3, 2]);
    expect(files.flatMap(idsOf)).toEqual(ascending(listed));

    const error = await pastTheEnd(4);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'NOT_FOUND',
      message: catalogueMessages.bikes.sitemapFileNotFound,
    });
  });

  it('needs a new file only when the last one is full', async () => {
    await insertBikes(t.db, sellerRef(), 6);
    expect(await service().summary()).toEqual({ listed: 6, files: 2 });
    expect((await service().file(2)).bikes).toHaveLength(3);
    expect(await pastTheEnd(3)).toBeInstanceOf(AppError);
    await insertBikes(t.db, sellerRef(), 1);
    expect(await service().summary()).toEqual({ listed: 7, files: 3 });
    expect((await service().file(3)).bikes).toHaveLength(1);
  });
});
