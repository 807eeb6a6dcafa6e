import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema, ModifyResultSchema } from '../common';
import {
  ConversationListSchema,
  ConversationSchema,
  MessageListSchema,
  MessageParamsSchema,
  MessagePhotoParamsSchema,
  ReportMessageBodySchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
  StartConversationBodySchema,
  StartConversationResponseSchema,
  UnreadCountSchema,
  UploadMessagePhotoResponseSchema,
} from '../conversations';
import { conversationRoutes } from '../routes/conversations';
import { endpoints } from './endpoint';

export const conversationEndpoints = endpoints(conversationRoutes, {
  startConversation: {
    tag: 'conversations',
    summary: "Ask a bike's seller a question (one conversation per bike and buyer)",
    body: StartConversationBodySchema,
    response: StartConversationResponseSchema,
  },
  listConversations: {
    tag: 'conversations',
    summary: "The caller's Inbox, newest activity first, with unread counts",
    query: ListQuerySchema,
    response: ConversationListSchema,
  },
  countUnread: {
    tag: 'conversations',
    summary: 'Messages the caller has not read, over all conversations',
    response: UnreadCountSchema,
  },
  getConversation: {
    tag: 'conversations',
    summary: 'One conversation of the caller, with its bike',
    params: IdParamsSchema,
    response: ConversationSchema,
  },
  listMessages: {
    tag: 'conversations',
    summary: "A conversation's messages, newest first (the cursor pages back in time)",
    params: IdParamsSchema,
    query: ListQuerySchema,
    response: MessageListSchema,
  },
  sendMessage: {
    tag: 'conversations',
    summary: 'Write in a conversation the caller takes part in',
    params: IdParamsSchema,
    body: SendMessageBodySchema,
    response: SendMessageResponseSchema,
  },
  uploadMessagePhoto: {
    tag: 'conversations',
    summary: 'Upload a photo for the next message (private to the two participants)',
    params: IdParamsSchema,
    response: UploadMessagePhotoResponseSchema,
  },
  getMessagePhoto: {
    tag: 'conversations',
    summary: "A message's photo (WebP), for the conversation's two participants only",
    params: MessagePhotoParamsSchema,
    response: z.unknown(),
  },
  markConversationRead: {
    tag: 'conversations',
    summary: "Mark the other participant's messages read",
    params: IdParamsSchema,
    response: UnreadCountSchema,
  },
  reportMessage: {
    tag: 'conversations',
    summary: "Report the other participant's message to the admins (once per message)",
    params: MessageParamsSchema,
    body: ReportMessageBodySchema,
    response: ModifyResultSchema,
  },
  blockUser: {
    tag: 'conversations',
    summary: 'Block the other participant: no messages either way in any conversation',
    params: IdParamsSchema,
    response: ModifyResultSchema,
  },
  unblockUser: {
    tag: 'conversations',
    summary: "Lift the caller's own block of the other participant",
    params: IdParamsSchema,
    response: ModifyResultSchema,
  },
});
