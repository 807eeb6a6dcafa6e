import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { ReviewsService } from './reviews.service';

export function createReviewsRouter(deps: { guards: Guards; reviews: ReviewsService }) {
  const { reviews } = deps;
  const { router, bind } = contractRouter(deps.guards);

  bind(contract.getOrderReviews, (r) => reviews.view(r.caller, r.params.id));
  bind(contract.submitReview, (r) => reviews.submit(r.caller, r.params.id, r.body));
  bind(contract.replyToReview, (r) => reviews.reply(r.caller, r.params.id, r.body.text));
  bind(contract.listUserReviews, (r) => reviews.listAbout(r.params.id, r.query));
  // Reported reviews (docs/domain.md#reported-reviews): anyone signed in reports, admins decide.
  bind(contract.reportReview, (r) => reviews.report(r.caller, r.params.id, r.body));
  bind(contract.listReportedReviews, (r) => reviews.listReported(r.query));
  bind(contract.decideReviewReport, (r) => reviews.decide(r.caller, r.params.id, r.body));

  return router;
}
