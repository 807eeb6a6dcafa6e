import { z } from 'zod';
import { BikeStatusSchema } from './bikes';
import { IsoDateTimeSchema, ObjectIdSchema } from './common';

/**
 * Buyers and sellers talk before a deal (docs/domain.md#conversations): one conversation per bike
 * and buyer, plain-text messages, read state per participant. Phone numbers and emails stay
 * private until the order is paid.
 */
export const MESSAGE_TEXT_MAX = 2000;

export const MessageTextSchema = z.string().trim().min(1).max(MESSAGE_TEXT_MAX);

/** POST /conversations (buyer): asks the seller about a bike; reuses the bike's conversation. */
export const StartConversationBodySchema = z
  .object({ bikeId: ObjectIdSchema, text: MessageTextSchema })
  .strict();
export type StartConversationBody = z.infer<typeof StartConversationBodySchema>;

/** POST /conversations/:id/messages (either participant). */
export const SendMessageBodySchema = z.object({ text: MessageTextSchema }).strict();
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

/** The bike at the head of a conversation, as it is now. */
export const ConversationBikeSchema = z.object({
  _id: ObjectIdSchema,
  name: z.string(),
  img: z.string(),
  resalePrice: z.number(),
  status: BikeStatusSchema,
});

/** One conversation in the caller's Inbox, newest activity first. */
export const ConversationSchema = z
  .object({
    _id: ObjectIdSchema,
    bike: ConversationBikeSchema,
    /** The caller's part and the other participant's name. */
    role: z.enum(['buyer', 'seller']),
    otherName: z.string(),
    lastMessage: z.string(),
    lastMessageAt: IsoDateTimeSchema,
    /** Messages from the other participant the caller has not read. */
    unread: z.number().int().nonnegative(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof ConversationSchema>;
export const ConversationListSchema = z.array(ConversationSchema);

export const MessageSchema = z
  .object({
    _id: ObjectIdSchema,
    conversationId: ObjectIdSchema,
    /** Whether the caller wrote it. */
    mine: z.boolean(),
    senderName: z.string(),
    text: z.string(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof MessageSchema>;
export const MessageListSchema = z.array(MessageSchema);

export const StartConversationResponseSchema = z.object({
  acknowledged: z.boolean(),
  conversationId: ObjectIdSchema,
  messageId: ObjectIdSchema,
});
export type StartConversationResponse = z.infer<typeof StartConversationResponseSchema>;

export const SendMessageResponseSchema = z.object({
  acknowledged: z.boolean(),
  messageId: ObjectIdSchema,
});

/** GET /conversations/unread: the navbar's badge. */
export const UnreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
