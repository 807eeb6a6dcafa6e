/**
 * Every user-facing text of docs/domain.md#validation and #errors, used by both the forms and the
 * API, one object per area in this folder's file of its name. There is no object of them all: a
 * page that imports one area's texts downloads that area only
 * (docs/decisions/011-javascript-budgets-without-the-framework.md).
 */
export { accountMessages } from './account';
export { backofficeMessages } from './backoffice';
export { bikeCardMessages } from './bike-card';
export { catalogueMessages } from './catalogue';
export { commonMessages } from './common';
export { conversationMessages } from './conversations';
export { dealMessages } from './deal';
export { emailMessages } from './email';
export { errorMessages } from './errors';
export { holdMessages } from './holds';
export { leaveMessages } from './leave';
export { metricsMessages } from './metrics';
export { moderationMessages } from './moderation';
export { notificationsMessages } from './notifications';
export { offerMessages } from './offers';
export { orderMessages } from './orders';
export { photoMessages } from './photo';
export { placesMessages } from './places';
export { profileMessages } from './profiles';
export { reputationMessages } from './reputation';
export { reviewMessages } from './reviews';
export { sanctionMessages } from './sanctions';
export { savedSearchMessages } from './saved-searches';
export { serialCheckMessages } from './serial-check';
export { shareMessages } from './share';
export { siteMessages } from './site';
export { theftMessages } from './theft';
export { toastMessages } from './toast';
export { todoMessages } from './todos';
export { verificationMessages } from './verification';

export type { OrderEventWords, OrderReader, OrderStepFacts } from './order-events';
