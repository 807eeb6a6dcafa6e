import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { HandoverCodes } from './handover/handover-codes';
import type { OrdersService } from './orders.service';

export function createOrdersRouter(deps: {
  guards: Guards;
  orders: OrdersService;
  handover: HandoverCodes;
}) {
  const { orders, handover } = deps;
  const { router, bind } = contractRouter(deps.guards);

  bind(contract.listOrders, (r) => orders.listAll(r.query));
  bind(contract.getOrder, (r) => orders.get(r.caller, r.params.id));
  bind(contract.setMeeting, (r) => orders.setMeeting(r.caller, r.params.id, r.body));
  bind(contract.enterHandoverCode, (r) => handover.enter(r.caller, r.params.id, r.body));
  bind(contract.requestCancel, (r) => orders.requestCancel(r.caller, r.params.id, r.body));
  bind(contract.refuseCancel, (r) => orders.refuseCancel(r.caller, r.params.id, r.body));
  bind(contract.sellerCancel, (r) => orders.sellerCancel(r.caller, r.params.id, r.body));
  bind(contract.openDispute, (r) => orders.openDispute(r.caller, r.params.id, r.body));
  bind(contract.answerDispute, (r) => orders.answerDispute(r.caller, r.params.id, r.body));
  bind(contract.listDisputes, (r) => orders.listDisputes(r.query));
  bind(contract.refundDispute, (r) => orders.refundDispute(r.caller, r.params.id, r.body));
  bind(contract.closeDispute, (r) => orders.closeDispute(r.caller, r.params.id, r.body));

  return router;
}
