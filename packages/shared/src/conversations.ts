import { z } from 'zod';
import { BikeStatusSchema } from './bikes';
import {
  AcknowledgedSchema,
  IsoDateTimeSchema,
  ObjectIdSchema,
  PartyRoleSchema,
  namedWithList,
} from './common';
import { OfferSchema } from './offers';

/**
 * Buyers and sellers talk before a deal (docs/domain.md#conversations): one conversation per bike
 * and buyer, plain-text messages, read state per participant. Phone numbers and emails stay
 * private until the order is paid.
 */
export const MESSAGE_TEXT_MAX = 2000;

export const MessageTextSchema = z.string().trim().min(1).max(MESSAGE_TEXT_MAX);

/**
 * A message's own photo (POST /conversations/:id/photos, uploaded first): with one, the text may
 * be left out, but a message always has one of the two.
 */
const messageContent = { text: MessageTextSchema.optional(), photoId: ObjectIdSchema.optional() };
const hasTextOrPhoto = (body: { text?: string; photoId?: string }) =>
  body.text !== undefined || body.photoId !== undefined;
const textOrPhoto = { message: 'Write a message or add a photo', path: ['text'] };

/** POST /conversations (buyer): asks the seller about a bike; reuses the bike's conversation. */
export const StartConversationBodySchema = z
  .object({ bikeId: ObjectIdSchema, ...messageContent })
  .strict()
  .refine(hasTextOrPhoto, textOrPhoto);
export type StartConversationBody = z.infer<typeof StartConversationBodySchema>;

/** POST /conversations/:id/messages (either participant). */
export const SendMessageBodySchema = z
  .object(messageContent)
  .strict()
  .refine(hasTextOrPhoto, textOrPhoto);
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

/** POST /conversations/:id/photos: the private photo's id, for the message that sends it. */
export const UploadMessagePhotoResponseSchema = z.object({ photoId: ObjectIdSchema });
export type UploadMessagePhotoResponse = z.infer<typeof UploadMessagePhotoResponseSchema>;

/** A photo of a conversation: GET /conversations/:id/photos/:photoId. */
export const MessagePhotoParamsSchema = z.object({ id: ObjectIdSchema, photoId: ObjectIdSchema });

/**
 * `blocked`: either participant blocks the other (a block is per pair of users, so it holds in
 * every conversation between them); `closed`: a participant was removed. Neither can be written.
 */
export const CONVERSATION_STATES = ['open', 'blocked', 'closed'] as const;
export const ConversationStateSchema = z.enum(CONVERSATION_STATES);
export type ConversationState = z.infer<typeof ConversationStateSchema>;

/** The bike at the head of a conversation, as it is now. */
export const ConversationBikeSchema = z.object({
  _id: ObjectIdSchema,
  name: z.string(),
  img: z.string(),
  resalePrice: z.number(),
  status: BikeStatusSchema,
});

/** One conversation in the caller's Inbox, newest activity first. */
export const [ConversationSchema, ConversationListSchema] = namedWithList('Conversation', {
  _id: ObjectIdSchema,
  bike: ConversationBikeSchema,
  /** The caller's part, and the other participant's name and id (their public profile's). */
  role: PartyRoleSchema,
  otherName: z.string(),
  otherId: ObjectIdSchema,
  lastMessage: z.string(),
  lastMessageAt: IsoDateTimeSchema,
  /** Messages from the other participant the caller has not read. */
  unread: z.number().int().nonnegative(),
  createdAt: IsoDateTimeSchema,
  /** Whether messages can be written (docs/domain.md#reports-and-blocks). */
  state: ConversationStateSchema,
  /** The caller blocks the other participant (and so may unblock them). */
  blockedByMe: z.boolean(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const [MessageSchema, MessageListSchema] = namedWithList('Message', {
  _id: ObjectIdSchema,
  conversationId: ObjectIdSchema,
  /** Whether the caller wrote it. */
  mine: z.boolean(),
  senderName: z.string(),
  /** Empty once an administrator removed the message (and for a photo sent alone). */
  text: z.string(),
  /**
   * Before the order is paid, phone numbers and emails in the text are private: on the other
   * side's message they are masked in `text`; on one's own, the other side reads them masked.
   */
  contactHidden: z.literal(true).optional(),
  /** Its photo, read from GET /conversations/:id/photos/:photoId; absent once removed. */
  photoId: ObjectIdSchema.optional(),
  /** Removed by an administrator after a report: the web says "Message removed". */
  removed: z.boolean(),
  createdAt: IsoDateTimeSchema,
  /** The offer this message made, as it stands now: the thread shows it as a card. */
  offer: OfferSchema.optional(),
});
export type Message = z.infer<typeof MessageSchema>;

/** POST /conversations/:id/messages: the message sent. */
export const SendMessageResponseSchema = AcknowledgedSchema.extend({
  messageId: ObjectIdSchema,
});

/** POST /conversations answers as sending does, and names the conversation (new or the bike's). */
export const StartConversationResponseSchema = SendMessageResponseSchema.extend({
  conversationId: ObjectIdSchema,
});
export type StartConversationResponse = z.infer<typeof StartConversationResponseSchema>;

/** GET /conversations/unread: the navbar's badge. */
export const UnreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** A message of a conversation: POST /conversations/:id/messages/:messageId/report. */
export const MessageParamsSchema = z.object({ id: ObjectIdSchema, messageId: ObjectIdSchema });

/** Why a participant reports a message of the other one. */
export const MESSAGE_REPORT_REASONS = ['spam', 'scam', 'abuse', 'other'] as const;
export const MessageReportReasonSchema = z.enum(MESSAGE_REPORT_REASONS);
export type MessageReportReason = z.infer<typeof MessageReportReasonSchema>;
export const MESSAGE_REPORT_NOTE_MAX = 500;

export const ReportMessageBodySchema = z
  .object({
    reason: MessageReportReasonSchema,
    note: z.string().trim().max(MESSAGE_REPORT_NOTE_MAX).optional(),
  })
  .strict();
export type ReportMessageBody = z.infer<typeof ReportMessageBodySchema>;

/** GET /reported-messages (admin): an open report, with what the administrator decides on. */
export const [ReportedMessageSchema, ReportedMessageListSchema] = namedWithList('ReportedMessage', {
  /** The report's id: the moderation actions take it. */
  _id: ObjectIdSchema,
  conversationId: ObjectIdSchema,
  messageId: ObjectIdSchema,
  /** The reported message as written (plain text, never HTML). */
  text: z.string(),
  sentAt: IsoDateTimeSchema,
  /** Null only when the bike's record is gone altogether. */
  bike: ConversationBikeSchema.nullable(),
  buyerName: z.string(),
  sellerName: z.string(),
  /** The reporter is the other participant: the message's writer is the opposite side. */
  reporterName: z.string(),
  reporterRole: PartyRoleSchema,
  reason: MessageReportReasonSchema,
  note: z.string().nullable(),
  reportedAt: IsoDateTimeSchema,
});
export type ReportedMessage = z.infer<typeof ReportedMessageSchema>;

/** GET /reported-messages/:id/messages (admin): the reported conversation, newest first. */
export const [ModerationMessageSchema, ModerationMessageListSchema] = namedWithList(
  'ModerationMessage',
  {
    _id: ObjectIdSchema,
    senderName: z.string(),
    side: PartyRoleSchema,
    /** Kept for the administrator even once removed. */
    text: z.string(),
    removed: z.boolean(),
    /** The message this report is about. */
    reported: z.boolean(),
    createdAt: IsoDateTimeSchema,
  },
);
export type ModerationMessage = z.infer<typeof ModerationMessageSchema>;
