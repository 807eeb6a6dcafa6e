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
    body: StartConversationBodySchema,
    response: StartConversationResponseSchema,
  },
  listConversations: { query: ListQuerySchema, response: ConversationListSchema },
  countUnread: { response: UnreadCountSchema },
  getConversation: { params: IdParamsSchema, response: ConversationSchema },
  listMessages: { params: IdParamsSchema, query: ListQuerySchema, response: MessageListSchema },
  sendMessage: {
    params: IdParamsSchema,
    body: SendMessageBodySchema,
    response: SendMessageResponseSchema,
  },
  uploadMessagePhoto: { params: IdParamsSchema, response: UploadMessagePhotoResponseSchema },
  getMessagePhoto: { params: MessagePhotoParamsSchema, response: z.unknown() },
  markConversationRead: { params: IdParamsSchema, response: UnreadCountSchema },
  reportMessage: {
    params: MessageParamsSchema,
    body: ReportMessageBodySchema,
    response: ModifyResultSchema,
  },
  blockUser: { params: IdParamsSchema, response: ModifyResultSchema },
  unblockUser: { params: IdParamsSchema, response: ModifyResultSchema },
});
