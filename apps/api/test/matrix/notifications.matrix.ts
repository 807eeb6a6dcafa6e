import { ObjectId } from 'mongodb';
import { ANY_USER, statuses, type MatrixRow } from './authorization-matrix';
import { matrixConversation } from '../fixtures/conversations';

/** The caller's own notifications: another user's (or an unknown id) does not exist (404). */
const OWN_NOTIFICATION = statuses({
  anonymous: 401,
  buyer: 404,
  seller: 200,
  anotherSeller: 404,
  admin: 404,
  removedUser: 401,
});

export const matrixRows: MatrixRow[] = [
  { endpoint: 'listNotifications', expect: ANY_USER },
  { endpoint: 'countNotifications', expect: ANY_USER },
  { endpoint: 'notificationStream', expect: ANY_USER },
  { endpoint: 'markAllNotificationsRead', expect: ANY_USER },
  {
    endpoint: 'markNotificationRead',
    expect: OWN_NOTIFICATION,
    // The seller's notification of the buyer's question.
    request: async (fx) => {
      await matrixConversation(fx);
      const told = await fx.t.db
        .collection('notifications')
        .findOne({ userId: new ObjectId(fx.seller.user._id) }, { sort: { seq: 1 } });
      return { params: { id: told!._id.toHexString() } };
    },
  },
];
