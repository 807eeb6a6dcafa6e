import { buyer, type Route } from './route';

export const conversationRoutes = {
  // Conversations between buyers and sellers (docs/domain.md#conversations)
  startConversation: {
    method: 'POST',
    path: '/conversations',
    access: buyer,
    rateLimit: 'message',
    successStatus: 201,
    refusedWhileSuspended: true,
  },
  listConversations: {
    method: 'GET',
    path: '/conversations',
    access: 'user',
  },
  countUnread: {
    method: 'GET',
    path: '/conversations/unread',
    access: 'user',
  },
  getConversation: {
    method: 'GET',
    path: '/conversations/:id',
    access: 'user',
  },
  listMessages: {
    method: 'GET',
    path: '/conversations/:id/messages',
    access: 'user',
  },
  sendMessage: {
    method: 'POST',
    path: '/conversations/:id/messages',
    access: 'user',
    rateLimit: 'message',
    successStatus: 201,
    refusedWhileSuspended: true,
  },
  uploadMessagePhoto: {
    method: 'POST',
    path: '/conversations/:id/photos',
    access: 'user',
    rateLimit: 'imageUpload',
    multipartField: 'image',
    successStatus: 201,
    refusedWhileSuspended: true,
  },
  getMessagePhoto: {
    method: 'GET',
    path: '/conversations/:id/photos/:photoId',
    access: 'user',
    binary: 'image/webp',
  },
  markConversationRead: {
    method: 'POST',
    path: '/conversations/:id/read',
    access: 'user',
  },
  // Reports and blocks (docs/domain.md#reports-and-blocks)
  reportMessage: {
    method: 'POST',
    path: '/conversations/:id/messages/:messageId/report',
    access: 'user',
    rateLimit: 'report',
  },
  blockUser: {
    method: 'PUT',
    path: '/conversations/:id/block',
    access: 'user',
  },
  unblockUser: {
    method: 'DELETE',
    path: '/conversations/:id/block',
    access: 'user',
  },
} as const satisfies Record<string, Route>;
