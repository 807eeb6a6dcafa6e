import { Router } from 'express';
import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { endpointBinder } from '../../http/endpoint';
import type { ConversationsService } from './conversations.service';

export function createConversationsRouter(deps: {
  guards: Guards;
  conversations: ConversationsService;
}) {
  const { conversations } = deps;
  const router = Router();
  const bind = endpointBinder(router, deps.guards);

  bind(contract.startConversation, (r) => conversations.start(r.caller, r.body));
  bind(contract.listConversations, (r) => conversations.list(r.caller, r.query));
  // Before `/conversations/:id`, which would refuse `unread` as an id.
  bind(contract.countUnread, (r) => conversations.unread(r.caller));
  bind(contract.getConversation, (r) => conversations.get(r.caller, r.params.id));
  bind(contract.listMessages, (r) => conversations.messages(r.caller, r.params.id, r.query));
  bind(contract.sendMessage, (r) => conversations.send(r.caller, r.params.id, r.body.text));
  bind(contract.markConversationRead, (r) => conversations.markRead(r.caller, r.params.id));

  return router;
}
