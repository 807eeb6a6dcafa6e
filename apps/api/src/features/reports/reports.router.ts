import { Router } from 'express';
import { contract, IdParamsSchema, ListQuerySchema, ReportBikeBodySchema } from '@reride/shared';
import { callerOf, requireRole, type Guards } from '../../http/auth';
import { sendPage } from '../../http/respond';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import type { ReportsService } from './reports.service';

/** Reporting by any signed-in user, and the admins' Reported Items screen. */
export function createReportsRouter(deps: { guards: Guards; reports: ReportsService }) {
  const { guards, reports } = deps;
  const router = Router();
  const adminOnly = [guards.requireAuth, requireRole('Admin')];

  router.patch('/reported/:bikeId', guards.requireAuth, async (req, res) => {
    const { bikeId } = parseParams(contract.reportBike.params, req);
    const body = parseBody(ReportBikeBodySchema, req);
    res.json(await reports.report(callerOf(req), bikeId, body));
  });

  router.get('/reported', ...adminOnly, async (req, res) => {
    sendPage(res, await reports.listReported(parseQuery(ListQuerySchema, req)));
  });

  router.patch('/unreport/:id', ...adminOnly, async (req, res) => {
    const { id } = parseParams(IdParamsSchema, req);
    res.json(await reports.unreport(callerOf(req), id));
  });

  router.delete('/reported/:id', ...adminOnly, async (req, res) => {
    const { id } = parseParams(IdParamsSchema, req);
    res.json(await reports.remove(callerOf(req), id));
  });

  return router;
}
