import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { ReportsService } from './reports.service';

/** Reporting by any signed-in user, and the admins' Reported Items screen. */
export function createReportsRouter(deps: { guards: Guards; reports: ReportsService }) {
  const { reports } = deps;
  const { router, bind } = contractRouter(deps.guards);

  bind(contract.reportBike, (r) => reports.report(r.caller, r.params.bikeId, r.body));
  bind(contract.listReported, (r) => reports.listReported(r.caller, r.query));
  bind(contract.unreportBike, (r) => reports.unreport(r.caller, r.params.id));
  bind(contract.deleteReportedBike, (r) => reports.remove(r.caller, r.params.id));
  bind(contract.approveBike, (r) => reports.approve(r.caller, r.params.id));
  bind(contract.rejectBike, (r) => reports.reject(r.caller, r.params.id, r.body));

  return router;
}
