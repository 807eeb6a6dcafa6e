import { notificationsMessages } from '@reride/shared';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { ListShell } from '../../../components/ui/list-shell';
import { Spinner } from '../../../components/ui/spinner';
import { useLiveState } from '../../../lib/live-updates';
import { paths } from '../../../lib/paths';
import { useLatestNotifications, useNotificationCount } from '../api/get-notifications';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationList } from './notification-list';
import { Glyph } from '../../../components/ui/glyph';

const texts = notificationsMessages;

/** The bell's glyph; the button keeps its size whatever the count, so nothing shifts. */
function BellIcon() {
  return (
    <Glyph size={22}>
      <path
        d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Zm4 4a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </Glyph>
  );
}

/** Closes on Escape (focus back on the bell), a click outside, or focus leaving it. */
function useDismiss(
  open: boolean,
  close: () => void,
  rootRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node && rootRef.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, close, rootRef, buttonRef]);
}

/** The open bell: the newest notifications, Mark all read and the way to all of them. */
function NotificationPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useLatestNotifications();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  // Focus moves into the panel, so screen readers announce it and Tab continues inside it.
  useEffect(() => panelRef.current?.focus(), []);

  return (
    <div
      id={id}
      ref={panelRef}
      className="notification-panel"
      role="region"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className="notification-panel__head">
        <p id={titleId} className="notification-panel__title">
          {texts.title}
        </p>
        <MarkAllReadButton variant="ghost" />
      </div>
      <div className="notification-panel__body">
        <ListShell
          query={query}
          items={query.data?.items}
          loading={<Spinner size="sm" label="Loading your notifications" />}
          errorTitle="We couldn't load your notifications"
          empty={{ title: texts.empty, description: texts.emptyDescription }}
        >
          {(items) => <NotificationList items={items} onFollow={onClose} />}
        </ListShell>
      </div>
      <Link
        className="notification-panel__all"
        to={paths.dashboard.notifications.getHref()}
        onClick={onClose}
      >
        {texts.seeAll}
      </Link>
    </div>
  );
}

/**
 * The navbar's bell for a signed-in user: the unread count on a badge (named in the button's
 * label), and a panel with the newest notifications. `data-connection` says whether the live
 * stream delivers (`live`) or the app polls (`polling`).
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data: unread = 0 } = useNotificationCount();
  const live = useLiveState();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.key]);
  const close = useRef(() => setOpen(false)).current;
  useDismiss(open, close, rootRef, buttonRef);

  return (
    <div className="notification-bell" ref={rootRef} data-connection={live}>
      <button
        ref={buttonRef}
        type="button"
        className="notification-bell__button"
        aria-label={texts.bellLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <BellIcon />
        {unread > 0 && (
          <Badge tone="new" className="notification-bell__count">
            <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
          </Badge>
        )}
      </button>
      {open && <NotificationPanel id={panelId} onClose={close} />}
    </div>
  );
}
