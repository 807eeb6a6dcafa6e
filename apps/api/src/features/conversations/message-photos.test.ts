import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type Conversation,
  type Message,
  commonMessages,
  conversationMessages,
} from '@reride/shared';
import { appWithUsers, type SignedUp, type TestApp } from '../../../test/helpers';
import { createBikeAs, makePng } from '../../../test/fixtures/bikes';
import { askAbout, reportAs } from '../../../test/fixtures/conversations';

let t: TestApp, seller: SignedUp, buyer: SignedUp, stranger: SignedUp, admin: SignedUp;
let conversationId: string, bikeId: string;

beforeEach(async () => {
  [t, seller, buyer, stranger, admin] = await appWithUsers(['Seller', 'Buyer', 'Buyer', 'Admin']);
  bikeId = await createBikeAs(t.request, seller.authHeader);
  ({ conversationId } = await askAbout(t.request, buyer.authHeader, bikeId));
});

const upload = async (as: SignedUp, id = conversationId, status = 201) => {
  const res = await t.request
    .post(`/conversations/${id}/photos`)
    .set(as.authHeader)
    .attach('image', await makePng(1200, 900), 'photo.png')
    .expect(status);
  return (res.body as { photoId: string }).photoId;
};
const download = (as: SignedUp, photoId: string, id = conversationId) =>
  t.request.get(`/conversations/${id}/photos/${photoId}`).set(as.authHeader).buffer(true);
const send = (as: SignedUp, body: object, id = conversationId) =>
  t.request.post(`/conversations/${id}/messages`).set(as.authHeader).send(body);
const thread = async (as: SignedUp) =>
  (await t.request.get(`/conversations/${conversationId}/messages`).set(as.authHeader).expect(200))
    .body as Message[];

describe('photos in messages', () => {
  it('sends a photo alone that only the two participants can download, as private WebP', async () => {
    const photoId = await upload(buyer);
    await send(buyer, { photoId }).expect(201);

    const [latest] = await thread(seller);
    expect(latest).toMatchObject({ photoId, text: '', mine: false });
    const inbox = await t.request.get('/conversations').set(seller.authHeader).expect(200);
    expect((inbox.body as Conversation[])[0]?.lastMessage).toBe(
      conversationMessages.conversations.photoSent,
    );
    const note = await t.db.collection('notifications').findOne(
      { 'facts.topic': 'message' },
      {
        sort: { _id: -1 },
      },
    );
    expect(JSON.stringify(note)).toContain(conversationMessages.conversations.photoSent);

    const res = await download(seller, photoId).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/^private/);
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 779, undefined]);

    await download(stranger, photoId).expect(404);
    await download(admin, photoId).expect(404);
    // The public image route never serves a private photo.
    await t.request.get(`/images/${photoId}`).expect(404);
    await t.request.get(`/images/${photoId}`).query({ size: 'card' }).expect(404);
  });

  it('sends text and photo together, and a photo only once', async () => {
    const photoId = await upload(seller);
    await send(seller, { text: 'The scratch', photoId }).expect(201);
    expect((await thread(buyer))[0]).toMatchObject({ text: 'The scratch', photoId });
    const again = await send(seller, { text: 'Again', photoId }).expect(400);
    expect(again.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it("keeps an unsent photo to its uploader and refuses someone else's photo", async () => {
    const photoId = await upload(buyer);
    await download(buyer, photoId).expect(200);
    await download(seller, photoId).expect(404);
    await send(seller, { photoId }).expect(400);
    expect(await thread(seller)).toHaveLength(1);
  });

  it('refuses a photo of another conversation, to send or to download there', async () => {
    const otherBike = await createBikeAs(t.request, seller.authHeader);
    const other = await askAbout(t.request, buyer.authHeader, otherBike);
    const photoId = await upload(buyer, other.conversationId);
    await send(buyer, { photoId }).expect(400);
    await download(buyer, photoId).expect(404);
    await send(buyer, { photoId }, other.conversationId).expect(201);
  });

  it('refuses strangers, blocked conversations, bodies without content and non-images', async () => {
    await upload(stranger, conversationId, 404);
    await send(buyer, {}).expect(400);
    await send(buyer, { text: '   ' }).expect(400);
    await t.request
      .post(`/conversations/${conversationId}/photos`)
      .set(buyer.authHeader)
      .attach('image', Buffer.from('hello'), 'photo.png')
      .expect(400);

    const photoId = await upload(buyer);
    await t.request
      .put(`/conversations/${conversationId}/block`)
      .set(seller.authHeader)
      .expect(200);
    await upload(buyer, conversationId, 409);
    await send(buyer, { photoId }).expect(409);
    const stored = t.db.collection('images.files').countDocuments({ 'metadata.private': true });
    expect(await stored).toBe(1);
  });

  it("never lets a message's photo become a bike photo", async () => {
    const photoId = await upload(seller);
    const url = `${t.config.PUBLIC_API_URL}/images/${photoId}`;
    const res = await t.request
      .patch(`/bikes/${bikeId}/images`)
      .set(seller.authHeader)
      .send({ images: [url] })
      .expect(400);
    expect(res.body).toMatchObject({ message: commonMessages.validation.invalidImageUrl });
  });

  it('refuses a photo with a first question, leaving no conversation behind', async () => {
    const photoId = await upload(buyer);
    const otherBike = await createBikeAs(t.request, seller.authHeader);
    await t.request
      .post('/conversations')
      .set(buyer.authHeader)
      .send({ bikeId: otherBike, photoId })
      .expect(400);
    expect(await t.db.collection('conversations').countDocuments()).toBe(1);
  });

  it('deletes the photo of a message an administrator removes after a report', async () => {
    const photoId = await upload(seller);
    const res = await send(seller, { photoId }).expect(201);
    const messageId = (res.body as { messageId: string }).messageId;
    const reportId = await reportAs(
      t.request,
      buyer.authHeader,
      admin.authHeader,
      conversationId,
      messageId,
    );
    await t.request.post(`/reported-messages/${reportId}/remove`).set(admin.authHeader).expect(200);
    expect((await thread(buyer))[0]).toMatchObject({ removed: true, text: '' });
    expect((await thread(buyer))[0]?.photoId).toBeUndefined();
    await download(buyer, photoId).expect(404);
    await download(seller, photoId).expect(404);
  });
});
