import { z } from 'zod';
import {
  DeleteResultSchema,
  IdParamsSchema,
  ListQuerySchema,
  ModifyResultSchema,
  ObjectIdSchema,
} from '../common';
import { ModerationMessageListSchema, ReportedMessageListSchema } from '../conversations';
import { RejectListingBodySchema, ReportBikeBodySchema, ReportedBikeListSchema } from '../reports';
import { reportRoutes } from '../routes/reports';
import { endpoints } from './endpoint';

export const reportEndpoints = endpoints(reportRoutes, {
  reportBike: {
    tag: 'reports',
    summary: 'Report a bike to the admins',
    params: z.object({ bikeId: ObjectIdSchema }),
    body: ReportBikeBodySchema,
    response: ModifyResultSchema,
  },
  listReported: {
    tag: 'reports',
    summary: 'Reported bikes',
    query: ListQuerySchema,
    response: ReportedBikeListSchema,
  },
  unreportBike: {
    tag: 'reports',
    summary: 'Clear the reports of a bike',
    params: IdParamsSchema,
    response: ModifyResultSchema,
  },
  deleteReportedBike: {
    tag: 'reports',
    summary: 'Remove a reported bike from the site',
    params: IdParamsSchema,
    response: DeleteResultSchema,
  },
  approveBike: {
    tag: 'reports',
    summary: "Approve a seller's first listing held for approval: it becomes public",
    params: IdParamsSchema,
    response: ModifyResultSchema,
  },
  rejectBike: {
    tag: 'reports',
    summary:
      "Reject a seller's first listing held for approval: it is removed, the seller told why",
    params: IdParamsSchema,
    body: RejectListingBodySchema,
    response: DeleteResultSchema,
  },
  listReportedMessages: {
    tag: 'reports',
    summary: 'Reported messages waiting for a decision, newest first',
    query: ListQuerySchema,
    response: ReportedMessageListSchema,
  },
  listReportedConversation: {
    tag: 'reports',
    summary: "The messages of an open report's conversation, newest first",
    params: IdParamsSchema,
    query: ListQuerySchema,
    response: ModerationMessageListSchema,
  },
  dismissMessageReport: {
    tag: 'reports',
    summary: 'Decide a message report: the message stays',
    params: IdParamsSchema,
    response: ModifyResultSchema,
  },
  removeReportedMessage: {
    tag: 'reports',
    summary: 'Decide a message report: the message shows as removed to both participants',
    params: IdParamsSchema,
    response: ModifyResultSchema,
  },
});
