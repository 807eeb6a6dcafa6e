import { notificationsMessages } from '@reride/shared';
import { PageSection } from '../../../components/ui/page-section';
import { PagedList } from '../../../components/ui/paged-list';
import { useNotifications } from '../api/get-notifications';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationList } from './notification-list';

const texts = notificationsMessages;

/** Every notification of the caller, newest first, with Load more and Mark all read. */
export function NotificationsPage() {
  const query = useNotifications();
  return (
    <PageSection
      title={texts.title}
      lead="What happened to your orders, conversations, offers and wishlist, newest first."
    >
      <div className="notifications-page__actions">
        <MarkAllReadButton variant="outline" />
      </div>
      <PagedList
        query={query}
        loadingLabel="Loading your notifications"
        errorTitle="We couldn't load your notifications"
        empty={{ title: texts.empty, description: texts.emptyDescription }}
      >
        {(items) => (
          <NotificationList items={items} className="notification-list notification-list--page" />
        )}
      </PagedList>
    </PageSection>
  );
}
