import { Router } from 'express';
import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { endpointBinder } from '../../http/endpoint';
import type { ConversationModeration } from './conversation-moderation.service';

/** Participants report and block; administrators work through the reported messages. */
export function createConversationModerationRouter(deps: {
  guards: Guards;
  moderation: ConversationModeration;
}) {
  const { moderation } = deps;
  const router = Router();
  const bind = endpointBinder(router, deps.guards);

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
