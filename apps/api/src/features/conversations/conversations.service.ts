import {
  maskContacts,
  type Conversation,
  type Message,
  type Offer,
  type SendMessageBody,
  type StartConversationBody,
  type StartConversationResponse,
  type UnreadCount,
  conversationMessages,
  errorMessages,
} from '@reride/shared';
import { AppError } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import { mapPage, type Page, type PageQuery } from '../../core/keyset-page';
import type { BikeState, BikeStatesRepository } from '../bikes/bike-states.repository';
import { listingRefusal } from '../bikes/listing-state';
import type { ImagesService } from '../images/images.service';
import type { Notifier } from '../notifications/notifier';
import type { BlocksRepository } from './blocks.repository';
import { shownText, type ContactPrivacy } from './contact-privacy';
import {
  assertWritable,
  blockedError,
  findMine,
  otherParticipant,
  standingOf,
  type Standing,
} from './conversation-standing';
import type {
  ConversationRecord,
  ConversationsRepository,
  MessageRecord,
  Side,
} from './conversations.repository';

export interface ConversationsServiceDeps {
  repo: ConversationsRepository;
  bikes: Pick<BikeStatesRepository, 'findState' | 'findStates'>;
  clock: Clock;
  notifier: Pick<Notifier, 'publish'>;
  blocks: Pick<BlocksRepository, 'among' | 'between'>;
  /** Messages' private photos, stored by the images feature. */
  photos: Pick<ImagesService, 'uploadPrivate' | 'claimPrivate' | 'getPrivate'>;
  /** Whether the two may read each other's phone numbers and emails yet (contact-privacy.ts). */
  privacy: ContactPrivacy;
  /** The offer cards of a page of messages, by offer id (offers.service.ts). */
  offerCards?: (
    caller: Caller,
    c: ConversationRecord,
    ids: string[],
  ) => Promise<Map<string, Offer>>;
}

/** A message's first characters in the recipient's bell and email. */
const PREVIEW_LENGTH = 140;

const notFound = () => new AppError('NOT_FOUND', conversationMessages.conversations.notFound);

/** Not an upload of the sender's in this conversation, or already sent: nothing is written. */
const photoRefused = () => {
  const message = conversationMessages.conversations.photoRefused;
  return new AppError('VALIDATION_FAILED', message, [{ path: 'photoId', message }]);
};

function sideOf(c: ConversationRecord, caller: Caller): Side {
  return c.buyerId === caller._id ? 'buyer' : 'seller';
}

/** Why a buyer may not ask about this bike, or null: their own bike first, then its state. */
function askRefusal(bike: BikeState, callerId: string): AppError | null {
  if (bike.sellerId === callerId)
    return new AppError('FORBIDDEN', conversationMessages.conversations.ownBike);
  if (bike.deleted || bike.sellerRemoved) {
    return new AppError('CONFLICT', conversationMessages.conversations.bikeUnavailable);
  }
  const refusal = listingRefusal(bike);
  return refusal ? new AppError('CONFLICT', refusal) : null;
}

function toConversation(
  c: ConversationRecord,
  bike: BikeState,
  caller: Caller,
  standing: Standing,
): Conversation {
  const role = sideOf(c, caller);
  return {
    _id: c.id,
    bike: {
      _id: bike.id,
      name: bike.name,
      img: bike.img,
      resalePrice: bike.resalePrice,
      status: bike.status,
    },
    role,
    otherName: role === 'buyer' ? c.sellerName : c.buyerName,
    otherId: role === 'buyer' ? c.sellerId : c.buyerId,
    lastMessage: c.lastMessage,
    lastMessageAt: c.lastMessageAt.toISOString(),
    unread: role === 'buyer' ? c.buyerUnread : c.sellerUnread,
    createdAt: c.createdAt.toISOString(),
    ...standing,
  };
}

function toMessage(m: MessageRecord, caller: Caller, contactsOpen: boolean): Message {
  const mine = m.senderId === caller._id;
  const { text, contactHidden } = shownText(m.text, contactsOpen, mine);
  return {
    _id: m.id,
    conversationId: m.conversationId,
    mine,
    senderName: m.senderName,
    // A removed message's text stays stored for the administrators, never sent to participants.
    text: m.removedAt ? '' : text,
    ...(contactHidden && !m.removedAt ? { contactHidden: true as const } : {}),
    removed: m.removedAt !== undefined,
    createdAt: m.createdAt.toISOString(),
    ...(m.photoId && !m.removedAt ? { photoId: m.photoId } : {}),
  };
}

/**
 * Buyers and sellers talking about a bike (docs/domain.md#conversations). Only the two
 * participants see a conversation; to anyone else, admins included, it does not exist (404).
 */
export function createConversationsService(deps: ConversationsServiceDeps) {
  const { repo, bikes, clock, notifier, blocks, photos, privacy } = deps;

  const mine = (caller: Caller, id: string) => findMine(repo, caller, id);

  async function standing(caller: Caller, c: ConversationRecord): Promise<Standing> {
    return standingOf(c, await blocks.between(caller._id, otherParticipant(c, caller._id)));
  }

  /** `bikeName` when the caller has just read the bike; otherwise it is read here. */
  async function write(
    caller: Caller,
    c: ConversationRecord,
    { text = '', photoId }: SendMessageBody,
    bikeName?: string,
  ): Promise<string> {
    // Claimed before the message is stored: of two messages racing with one photo, one wins.
    if (photoId && !(await photos.claimPrivate(photoId, c.id, caller._id))) throw photoRefused();
    const from = sideOf(c, caller);
    const line = text || conversationMessages.conversations.photoSent;
    const messageId = await repo.append(c.id, {
      senderId: caller._id,
      senderName: caller.name,
      from,
      text,
      at: clock(),
      ...(photoId ? { photoId, inboxLine: line } : {}),
    });
    const name = bikeName ?? (await bikes.findState(c.bikeId))?.name ?? '';
    await notifier.publish(from === 'buyer' ? c.sellerId : c.buyerId, `message:${messageId}`, {
      topic: 'message',
      conversationId: c.id,
      messageId,
      senderName: caller.name,
      bikeName: name,
      preview: (await privacy.forOtherSide(c, line)).slice(0, PREVIEW_LENGTH),
    });
    return messageId;
  }

  return {
    /** Asks about a listed bike; asking again writes in the same conversation. */
    async start(caller: Caller, body: StartConversationBody): Promise<StartConversationResponse> {
      const bike = await bikes.findState(body.bikeId);
      if (!bike) throw new AppError('NOT_FOUND', errorMessages.errors.bikeNotFound);
      const refusal = askRefusal(bike, caller._id);
      if (refusal) throw refusal;
      // Checked before the claim, so a refused question leaves no empty conversation behind.
      const pair = await blocks.between(caller._id, bike.sellerId);
      if (pair.byMe || pair.byThem) throw blockedError();
      // A photo is uploaded into an existing conversation, so a first question cannot carry one.
      if (body.photoId && !(await repo.findByKey(bike.id, caller._id))) throw photoRefused();
      const conversation = await repo.claim({
        bikeId: bike.id,
        buyerId: caller._id,
        sellerId: bike.sellerId,
        buyerName: caller.name,
        sellerName: bike.seller,
        at: clock(),
      });
      assertWritable(standingOf(conversation, pair));
      const messageId = await write(caller, conversation, body, bike.name);
      return { acknowledged: true, conversationId: conversation.id, messageId };
    },

    /** The Inbox; a conversation whose bike record is missing altogether is left out. */
    async list(caller: Caller, query: PageQuery): Promise<Page<Conversation>> {
      const page = await repo.listFor(caller._id, query);
      const states = await bikes.findStates(page.items.map((c) => c.bikeId));
      const others = page.items.map((c) => otherParticipant(c, caller._id));
      const blocksWith = await blocks.among(caller._id, others);
      const lines = await Promise.all(
        page.items.map((c) => privacy.lastLine(c, sideOf(c, caller))),
      );
      return {
        items: page.items.flatMap((c, i) => {
          const bike = states.get(c.bikeId);
          const blocked = blocksWith(otherParticipant(c, caller._id));
          const shown = { ...c, lastMessage: lines[i]! };
          return bike ? [toConversation(shown, bike, caller, standingOf(c, blocked))] : [];
        }),
        nextCursor: page.nextCursor,
      };
    },

    async get(caller: Caller, id: string): Promise<Conversation> {
      const conversation = await mine(caller, id);
      const bike = await bikes.findState(conversation.bikeId);
      if (!bike) throw notFound();
      const lastMessage = await privacy.lastLine(conversation, sideOf(conversation, caller));
      const shown = { ...conversation, lastMessage };
      return toConversation(shown, bike, caller, await standing(caller, conversation));
    },

    async messages(caller: Caller, id: string, query: PageQuery): Promise<Page<Message>> {
      const conversation = await mine(caller, id);
      const page = await repo.listMessages(conversation.id, query);
      // Only a page with contact details in it costs the order's lookup.
      const withContacts = page.items.some((m) => maskContacts(m.text).masked);
      const open = !withContacts || (await privacy.open(conversation));
      const offerIds = page.items.flatMap((m) => (m.offerId ? [m.offerId] : []));
      const cards =
        offerIds.length > 0 && deps.offerCards
          ? await deps.offerCards(caller, conversation, offerIds)
          : new Map<string, Offer>();
      return mapPage(page, (m) => {
        const offer = m.offerId ? cards.get(m.offerId) : undefined;
        return { ...toMessage(m, caller, open), ...(offer ? { offer } : {}) };
      });
    },

    async send(caller: Caller, id: string, body: SendMessageBody) {
      const conversation = await mine(caller, id);
      assertWritable(await standing(caller, conversation));
      const messageId = await write(caller, conversation, body);
      return { acknowledged: true, messageId };
    },

    /** Stores a photo for the caller's next message here; nothing is stored where they can't write. */
    async uploadPhoto(caller: Caller, id: string, bytes: Buffer | undefined) {
      const conversation = await mine(caller, id);
      assertWritable(await standing(caller, conversation));
      return { photoId: await photos.uploadPrivate(caller._id, conversation.id, bytes) };
    },

    /** A photo of this conversation: the uploader's own, or one sent in a message. */
    async photo(caller: Caller, id: string, photoId: string) {
      const conversation = await mine(caller, id);
      return photos.getPrivate(photoId, conversation.id, caller._id);
    },

    async markRead(caller: Caller, id: string): Promise<UnreadCount> {
      const conversation = await mine(caller, id);
      await repo.markRead(conversation.id, sideOf(conversation, caller));
      return { unread: await repo.unreadTotal(caller._id) };
    },

    async unread(caller: Caller): Promise<UnreadCount> {
      return { unread: await repo.unreadTotal(caller._id) };
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
