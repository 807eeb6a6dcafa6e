import { conversationMessages } from '@reride/shared';
import { useIdAction } from '../../../lib/id-action';
import { reportedMessagesRoot } from './get-reported-messages';

const touched = [reportedMessagesRoot];

/** POST /reported-messages/:id/dismiss (admin): the message stays, the report is decided. */
export const useDismissMessageReport = () =>
  useIdAction('dismissMessageReport', conversationMessages.conversations.dismissedToast, touched);

/** POST /reported-messages/:id/remove (admin): both participants see "Message removed". */
export const useRemoveReportedMessage = () =>
  useIdAction('removeReportedMessage', conversationMessages.conversations.removedToast, touched);
