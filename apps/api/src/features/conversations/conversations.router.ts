import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import { sendImage } from '../images/image-response';
import { receiveImage } from '../images/image-upload';
import type { ConversationModeration } from './conversation-moderation.service';
import type { ConversationsService } from './conversations.service';
import type { OffersService } from './offers.service';

/** Conversations and their messages, the offers made in them, reports and blocks. */
export function createConversationsRouter(deps: {
  guards: Guards;
  conversations: ConversationsService;
  offers: OffersService;
  moderation: ConversationModeration;
}) {
  const { conversations, offers, moderation } = deps;
  const { router, bind } = contractRouter(deps.guards);

  bind(contract.startConversation, (r) => conversations.start(r.caller, r.body));
  bind(contract.listConversations, (r) => conversations.list(r.caller, r.query));
  // Before `/conversations/:id`, which would refuse `unread` as an id.
  bind(contract.countUnread, (r) => conversations.unread(r.caller));
  bind(contract.getConversation, (r) => conversations.get(r.caller, r.params.id));
  bind(contract.listMessages, (r) => conversations.messages(r.caller, r.params.id, r.query));
  bind(contract.sendMessage, (r) => conversations.send(r.caller, r.params.id, r.body));
  bind(
    contract.uploadMessagePhoto,
    (r) => conversations.uploadPhoto(r.caller, r.params.id, r.req.file?.buffer),
    { before: [receiveImage()] },
  );
  bind(contract.getMessagePhoto, async ({ caller, params, req, res }) => {
    const photo = await conversations.photo(caller, params.id, params.photoId);
    // Only the two participants may hold it: no shared cache, and never embedded elsewhere.
    await sendImage(req, res, photo, { 'Cache-Control': 'private, max-age=31536000, immutable' });
  });
  bind(contract.markConversationRead, (r) => conversations.markRead(r.caller, r.params.id));

  bind(contract.makeOffer, (r) => offers.make(r.caller, r.params.id, r.body));
  bind(contract.listOffers, (r) => offers.list(r.caller, r.params.id, r.query));
  bind(contract.acceptOffer, (r) => offers.accept(r.caller, r.params.id));
  bind(contract.declineOffer, (r) => offers.decline(r.caller, r.params.id));
  bind(contract.counterOffer, (r) => offers.counter(r.caller, r.params.id, r.body.amount));

  // Participants report and block; administrators work through the reported messages.
  bind(contract.reportMessage, (r) =>
    moderation.report(r.caller, r.params.id, r.params.messageId, r.body),
  );
  bind(contract.blockUser, (r) => moderation.block(r.caller, r.params.id));
  bind(contract.unblockUser, (r) => moderation.unblock(r.caller, r.params.id));
  bind(contract.listReportedMessages, (r) => moderation.listReported(r.query));
  bind(contract.listReportedConversation, (r) => moderation.readReported(r.params.id, r.query));
  bind(contract.dismissMessageReport, (r) => moderation.dismiss(r.caller, r.params.id));
  bind(contract.removeReportedMessage, (r) => moderation.remove(r.caller, r.params.id));

  return router;
}
