import { lazy, Suspense } from 'react';
import { useAuth } from '../features/auth/components/auth-context';

const load = () => import('../features/notifications/signed-in');
const Bell = lazy(() => load().then((m) => ({ default: m.NotificationBell })));
const Stream = lazy(() => load().then((m) => ({ default: m.NotificationStream })));

/** The navbar's bell, for signed-in users; its place is held while its code loads. */
export function NavbarNotifications() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense
      fallback={
        <span className="notification-bell notification-bell--pending" aria-hidden="true" />
      }
    >
      <Bell />
    </Suspense>
  );
}

/**
 * The tab's one live notification connection, for as long as the same user is signed in: it
 * lives above the layouts, so moving between public and dashboard pages keeps it open.
 */
export function LiveNotifications() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <Stream key={user.uid} />
    </Suspense>
  );
}
