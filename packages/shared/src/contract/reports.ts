import { z } from 'zod';
import {
  DeleteResultSchema,
  IdParamsSchema,
  ListQuerySchema,
  ModifyResultSchema,
  ObjectIdSchema,
} from '../common';
import { ModerationMessageListSchema, ReportedMessageListSchema } from '../conversations';
import { ReportBikeBodySchema, ReportedBikeListSchema } from '../reports';
import { reportRoutes } from '../routes/reports';
import { endpoints } from './endpoint';

export const reportEndpoints = endpoints(reportRoutes, {
  reportBike: {
    params: z.object({ bikeId: ObjectIdSchema }),
    body: ReportBikeBodySchema,
    response: ModifyResultSchema,
  },
  listReported: { query: ListQuerySchema, response: ReportedBikeListSchema },
  unreportBike: { params: IdParamsSchema, response: ModifyResultSchema },
  deleteReportedBike: { params: IdParamsSchema, response: DeleteResultSchema },
  listReportedMessages: { query: ListQuerySchema, response: ReportedMessageListSchema },
  listReportedConversation: {
    params: IdParamsSchema,
    query: ListQuerySchema,
    response: ModerationMessageListSchema,
  },
  dismissMessageReport: { params: IdParamsSchema, response: ModifyResultSchema },
  removeReportedMessage: { params: IdParamsSchema, response: ModifyResultSchema },
});
