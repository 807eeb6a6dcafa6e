import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { EarningsService } from './earnings.service';

export function createEarningsRouter(deps: { guards: Guards; earnings: EarningsService }) {
  const { earnings } = deps;
  const { router, bind } = contractRouter(deps.guards);

  bind(contract.getEarnings, (r) => earnings.summary(r.caller));
  bind(contract.listEarningsEntries, (r) => earnings.entries(r.caller, r.query));
  bind(contract.requestPayout, (r) => earnings.payout(r.caller));

  return router;
}
