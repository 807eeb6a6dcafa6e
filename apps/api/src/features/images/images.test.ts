import type { Db } from 'mongodb';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { makePng } from '../../../test/fixtures/bikes';

let t: TestApp, seller: SignedUp;

/** A GPS IFD pointer (tag 0x8825) in little- or big-endian EXIF. */
function hasGpsIfd(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

async function storedFiles(db: Db) {
  const files = await db.collection('images.files').find().toArray();
  const chunks = await db.collection('images.chunks').countDocuments();
  return { files, chunks };
}

/** The upload was refused as invalid, with this message, and left no file behind. */
async function expectRefusedAndUnstored(res: { body: unknown }, message: string) {
  expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
  expect(await storedFiles(t.db)).toEqual({ files: [], chunks: 0 });
}

function upload(file: Buffer, filename: string, contentType?: string) {
  return t.request
    .post('/images')
    .set(seller.authHeader)
    .attach('image', file, contentType ? { filename, contentType } : filename);
}

beforeEach(async () => {
  [t, seller] = await appWithUsers(['Seller']);
});

describe('POST /images', () => {
  it('stores a PNG as WebP in a large and a card size and answers 201 with its url', async () => {
    const res = await upload(await makePng(1200, 900), 'bike.png').expect(201);
    const { id, url } = res.body.data;
    expect(url).toBe(`${t.config.PUBLIC_API_URL}/images/${id}`);
    const { files } = await storedFiles(t.db);
    const large = files.find((f) => f._id.toHexString() === id)!;
    const card = files.find((f) => f.metadata.size === 'card')!;
    expect(files).toHaveLength(2);
    expect(large.metadata).toMatchObject({ size: 'large', width: 779, height: 584 });
    expect(large.metadata.originalType).toBe('png');
    expect(String(large.metadata.ownerId)).toBe(seller.user._id);
    expect(card.metadata).toMatchObject({ width: 500, height: 292 });
    expect(String(card.metadata.parentId)).toBe(id);
  });

  it('applies the EXIF orientation and strips every metadata block, GPS included', async () => {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#7a5' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(photo).metadata();
    expect(input.orientation).toBe(6);
    expect(hasGpsIfd(input.exif)).toBe(true);

    const res = await upload(photo, 'IMG_0001.JPG').expect(201);
    for (const size of ['large', 'card']) {
      const served = await t.request
        .get(`/images/${res.body.data.id}`)
        .query({ size })
        .buffer(true)
        .expect(200);
      const meta = await sharp(served.body as Buffer).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.exif, meta.xmp, meta.icc, meta.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      if (size === 'large') expect([meta.width, meta.height]).toEqual([438, 584]);
    }
  });

  it('returns 400 for a text file named .jpg and declared image/jpeg, storing nothing', async () => {
    const text = Buffer.from('just some notes, definitely not a photo\n'.repeat(20));
    const res = await upload(text, 'holiday.jpg', 'image/jpeg').expect(400);
    await expectRefusedAndUnstored(res, 'Image must be a JPEG, PNG or WebP file');
  });

  it('returns 400 for a JPEG header followed by garbage, storing nothing', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 1)]);
    const res = await upload(fake, 'broken.jpg').expect(400);
    await expectRefusedAndUnstored(res, 'The image could not be read');
  });

  it('returns 413 for a file over 5 MB, storing nothing', async () => {
    const big = Buffer.concat([await makePng(), Buffer.alloc(IMAGE_MAX_BYTES, 7)]);
    const res = await upload(big, 'huge.png').expect(413);
    await expectRefusedAndUnstored(res, 'Image must be at most 5 MB');
  });

  it('refuses a decompression bomb by its header, before decoding it, storing nothing', async () => {
    // 7000 x 7000 = 49 megapixels of one grey (the limit is 40): about 150 MB decoded, a few
    // hundred KB as PNG. The answer names the pixel count, which only the header check gives;
    // how fast that is belongs to `pnpm bench`, not to a test's clock.
    const bomb = await sharp({
      create: { width: 7_000, height: 7_000, channels: 3, background: '#888' },
      limitInputPixels: false,
    })
      .toColourspace('b-w')
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(bomb, 'bomb.png').expect(400);
    await expectRefusedAndUnstored(res, 'Image must be at most 40 megapixels');
  });

  it('returns 400 when no file is sent', async () => {
    const res = await t.request
      .post('/images')
      .set(seller.authHeader)
      .field('note', 'x')
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('returns 400 for a file in another field or two files', async () => {
    const png = await makePng(64, 64);
    const other = await t.request
      .post('/images')
      .set(seller.authHeader)
      .attach('photo', png, 'a.png');
    const two = await t.request
      .post('/images')
      .set(seller.authHeader)
      .attach('image', png, 'a.png')
      .attach('image', png, 'b.png');
    expect([other.status, other.body.code, two.status, two.body.code]).toEqual([
      400,
      'VALIDATION_FAILED',
      400,
      'VALIDATION_FAILED',
    ]);
    expect(await storedFiles(t.db)).toEqual({ files: [], chunks: 0 });
  });

  it('returns 401 without a token and 403 for a buyer', async () => {
    const png = await makePng(64, 64);
    const buyer = await t.signUpAs('Buyer');
    const anonymous = await t.request.post('/images').attach('image', png, 'a.png');
    const asBuyer = await t.request
      .post('/images')
      .set(buyer.authHeader)
      .attach('image', png, 'a.png');
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    expect([asBuyer.status, asBuyer.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(await storedFiles(t.db)).toEqual({ files: [], chunks: 0 });
  });
});

describe('GET /images/:id', () => {
  let id: string;
  beforeEach(async () => {
    id = (await upload(await makePng(1200, 900), 'bike.png').expect(201)).body.data.id;
  });

  it('serves the large WebP with immutable cache headers and an ETag', async () => {
    const res = await t.request.get(`/images/${id}`).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{24}"$/);
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 779, 584]);
  });

  it('serves the card size with ?size=card', async () => {
    const res = await t.request.get(`/images/${id}?size=card`).buffer(true).expect(200);
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([500, 292]);
  });

  it('answers 304 with no body when If-None-Match matches', async () => {
    const first = await t.request.get(`/images/${id}`).expect(200);
    const again = await t.request
      .get(`/images/${id}`)
      .set('If-None-Match', first.headers.etag!)
      .expect(304);
    expect(again.text ?? '').toBe('');
  });

  it('returns 404 NOT_FOUND JSON for an unknown id, and for a card id asked as an image', async () => {
    const card = await t.db.collection('images.files').findOne({ 'metadata.size': 'card' });
    for (const unknown of ['5f5f5f5f5f5f5f5f5f5f5f5f', card!._id.toHexString()]) {
      const res = await t.request.get(`/images/${unknown}`).expect(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Image not found' });
    }
  });

  it('returns 400 for a malformed id or an unknown size', async () => {
    expect((await t.request.get('/images/not-an-id').expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await t.request.get(`/images/${id}?size=huge`).expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
  });
});
