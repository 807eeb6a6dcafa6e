import { accountMessages } from './account';
import { backofficeMessages } from './backoffice';
import { metricsMessages } from './metrics';
import { catalogueMessages } from './catalogue';
import { commonMessages } from './common';
import { conversationMessages } from './conversations';
import { dealMessages } from './deal';
import { emailMessages } from './email';
import { leaveMessages } from './leave';
import { moderationMessages } from './moderation';
import { notificationsMessages } from './notifications';
import { offerMessages } from './offers';
import { orderMessages } from './orders';
import { placesMessages } from './places';
import { profileMessages } from './profiles';
import { sanctionMessages } from './sanctions';
import { reviewMessages } from './reviews';
import { siteMessages } from './site';
import { todoMessages } from './todos';
import { theftMessages } from './theft';
import { verificationMessages } from './verification';
import { savedSearchMessages } from './saved-searches';

/**
 * Every user-facing text of docs/domain.md#validation and #errors, used by both the forms and the
 * API; each area's texts live in this folder's file of its name.
 */
export const messages = {
  ...commonMessages,
  ...catalogueMessages,
  ...orderMessages,
  ...conversationMessages,
  /** Offers inside a conversation (docs/domain.md#offers). */
  offers: offerMessages,
  /** The bell and the live stream (docs/domain.md#notifications). */
  notifications: notificationsMessages,
  ...emailMessages,
  ...dealMessages,
  ...siteMessages,
  ...accountMessages,
  ...todoMessages,
  ...profileMessages,
  ...backofficeMessages,
  ...metricsMessages,
  ...leaveMessages,
  ...sanctionMessages,
  ...moderationMessages,
  ...reviewMessages,
  /** Frame serials and theft reports (docs/domain.md#frame-serials). */
  theft: theftMessages,
  ...verificationMessages,
  /** Places, the place picker and distance search (docs/domain.md#places). */
  places: placesMessages,
  /** Saved searches and their alerts (docs/domain.md#alerts). */
  savedSearches: savedSearchMessages,
} as const;

export type { OrderEventWords, OrderReader, OrderStepFacts } from './order-events';
