import {
  BookingListSchema,
  BookingSchema,
  BookingStatusResultSchema,
  CreateBookingBodySchema,
  DeclineBookingBodySchema,
  ReceivedBookingListSchema,
  ReceivedBookingsQuerySchema,
} from '../bookings';
import { EmailQuerySchema, IdParamsSchema, InsertResultSchema, ListQuerySchema } from '../common';
import {
  AdminOrdersQuerySchema,
  AnswerDisputeBodySchema,
  CloseDisputeBodySchema,
  DisputesQuerySchema,
  OpenDisputeBodySchema,
  OrderActionResultSchema,
  OrderNoteBodySchema,
  OrderSchema,
  OrderSummaryListSchema,
  RefundDisputeBodySchema,
  SetMeetingBodySchema,
} from '../orders';
import {
  CreatePaymentBodySchema,
  CreatePaymentIntentBodySchema,
  CreatePaymentIntentResponseSchema,
  CreatePaymentResponseSchema,
  PaymentIntentStatusSchema,
  SandboxConfirmBodySchema,
  SandboxConfirmParamsSchema,
  WebhookAckSchema,
} from '../payments';
import { orderRoutes } from '../routes/orders';
import { endpoints } from './endpoint';

export const orderEndpoints = endpoints(orderRoutes, {
  createBooking: { body: CreateBookingBodySchema, response: InsertResultSchema },
  listMyBookings: {
    query: EmailQuerySchema.extend(ListQuerySchema.shape),
    response: BookingListSchema,
  },
  listReceivedBookings: { query: ReceivedBookingsQuerySchema, response: ReceivedBookingListSchema },
  cancelBooking: { params: IdParamsSchema, response: BookingStatusResultSchema },
  declineBooking: {
    params: IdParamsSchema,
    body: DeclineBookingBodySchema,
    response: BookingStatusResultSchema,
  },
  confirmHandover: { params: IdParamsSchema, response: BookingStatusResultSchema },
  getBooking: { params: IdParamsSchema, response: BookingSchema },
  getOrder: { params: IdParamsSchema, response: OrderSchema },
  listOrders: { query: AdminOrdersQuerySchema, response: OrderSummaryListSchema },
  setMeeting: {
    params: IdParamsSchema,
    body: SetMeetingBodySchema,
    response: OrderActionResultSchema,
  },
  requestCancel: {
    params: IdParamsSchema,
    body: OrderNoteBodySchema,
    response: OrderActionResultSchema,
  },
  refuseCancel: {
    params: IdParamsSchema,
    body: OrderNoteBodySchema,
    response: OrderActionResultSchema,
  },
  sellerCancel: {
    params: IdParamsSchema,
    body: OrderNoteBodySchema,
    response: OrderActionResultSchema,
  },
  openDispute: {
    params: IdParamsSchema,
    body: OpenDisputeBodySchema,
    response: OrderActionResultSchema,
  },
  answerDispute: {
    params: IdParamsSchema,
    body: AnswerDisputeBodySchema,
    response: OrderActionResultSchema,
  },
  listDisputes: { query: DisputesQuerySchema, response: OrderSummaryListSchema },
  refundDispute: {
    params: IdParamsSchema,
    body: RefundDisputeBodySchema,
    response: OrderActionResultSchema,
  },
  closeDispute: {
    params: IdParamsSchema,
    body: CloseDisputeBodySchema,
    response: OrderActionResultSchema,
  },
  createPaymentIntent: {
    body: CreatePaymentIntentBodySchema,
    response: CreatePaymentIntentResponseSchema,
  },
  createPayment: { body: CreatePaymentBodySchema, response: CreatePaymentResponseSchema },
  confirmSandboxPayment: {
    params: SandboxConfirmParamsSchema,
    body: SandboxConfirmBodySchema,
    response: PaymentIntentStatusSchema,
  },
  stripeWebhook: { response: WebhookAckSchema },
});
