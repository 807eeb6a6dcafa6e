import { type Bike, catalogueMessages, toastMessages } from '@reride/shared';
import { useMutationState } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRoles } from '../../features/auth/api/get-roles';
import { useAuth } from '../../features/auth/components/auth-context';
import type { BikeCardActions } from '../../features/bikes/components/bike-cards';
import {
  REPORT_BIKE_KEY,
  type ReportBikeVariables,
} from '../../features/reports/api/report-bike-key';
import { SaveToggle } from '../../features/wishlist/components/save-toggle';
import { paths } from '../../lib/paths';

// The booking and report forms (react-hook-form and zod) load when a user opens them, not with
// the page (docs/decisions/011-javascript-budgets-without-the-framework.md).
const BookingModal = lazy(() =>
  import('../../features/orders/components/booking-modal').then((m) => ({
    default: m.BookingModal,
  })),
);
const ReportBikeDialog = lazy(() =>
  import('../../features/reports/components/report-bike-dialog').then((m) => ({
    default: m.ReportBikeDialog,
  })),
);
/** Who may use the wishlist's toggle: buyers save, visitors are sent to log in, others see none. */
export function useWishlistViewer(): 'buyer' | 'visitor' | null {
  const { status, user } = useAuth();
  const { roles } = useRoles();
  if (status === 'loading') return null;
  if (!user) return 'visitor';
  return roles?.isBuyer ? 'buyer' : null;
}

/** A visitor's Save sends them to log in, and the login page brings them back here. */
export function useLoginToSave() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    toast.error(catalogueMessages.wishlist.loginToSave);
    void navigate(paths.login.getHref(), { state: { from: location } });
  };
}

/**
 * An action for signed-in viewers only: a visitor gets `loginMessage` as a toast instead. A
 * click made while Firebase has not yet said who is there (a server-drawn page is clickable
 * before that) is kept and settled as soon as it has.
 */
export function useSignedInAction<T>(loginMessage: string, action: (item: T) => void) {
  const { status, user } = useAuth();
  const [waiting, setWaiting] = useState<{ item: T } | null>(null);
  useEffect(() => {
    if (!waiting || status === 'loading') return;
    setWaiting(null);
    if (user) action(waiting.item);
    else toast.error(loginMessage);
  }, [waiting, status, user, action, loginMessage]);
  return (item: T) => {
    if (status === 'loading') setWaiting({ item });
    else if (!user) toast.error(loginMessage);
    else action(item);
  };
}

/**
 * What the catalogue's pages (category, search, bike page) let the viewer do with a bike:
 * Book (login toast for visitors, else the booking modal), Report, Save. Routes compose these
 * features; the features never import each other.
 */
export interface BikeActions extends BikeCardActions {
  /** The booking modal of the selected bike, for the page to render. */
  bookingModal: ReactNode;
  /** The report form of the bike being reported, for the page to render. */
  reportDialog: ReactNode;
  /** Who may use the Save toggle (see useWishlistViewer) and where a visitor's Save goes. */
  viewer: 'buyer' | 'visitor' | null;
  loginToSave: () => void;
}

export function useBikeActions(): BikeActions {
  const { user, selectedBike, setSelectedBike } = useAuth();
  const { roles } = useRoles();
  const [reporting, setReporting] = useState<Bike | null>(null);
  // The report's mutation lives in its dialog; the cards read its state by key.
  const reportedIds = useMutationState({
    filters: { mutationKey: REPORT_BIKE_KEY, status: 'success' },
    select: (m) => (m.state.variables as ReportBikeVariables).bikeId,
  });
  const sendingIds = useMutationState({
    filters: { mutationKey: REPORT_BIKE_KEY, status: 'pending' },
    select: (m) => (m.state.variables as ReportBikeVariables).bikeId,
  });
  const viewer = useWishlistViewer();
  const loginToSave = useLoginToSave();

  const onBook = useSignedInAction<Bike>(toastMessages.loginToBook, setSelectedBike);

  return {
    onBook,
    onReport: user ? setReporting : undefined,
    reportingBikeId: sendingIds[0] ?? null,
    reportedByViewer: (bikeId) => reportedIds.includes(bikeId),
    viewerId: roles?.user._id,
    renderSave: viewer
      ? (bike) => (
          <SaveToggle
            bikeId={bike._id}
            bikeName={bike.name}
            viewer={viewer}
            onLoginRequired={loginToSave}
            sold={bike.status === 'Sold'}
          />
        )
      : undefined,
    viewer,
    loginToSave,
    reportDialog: reporting && user && (
      <Suspense fallback={null}>
        <ReportBikeDialog bike={reporting} onClose={() => setReporting(null)} />
      </Suspense>
    ),
    bookingModal: selectedBike && user && (
      <Suspense fallback={null}>
        <BookingModal
          bike={selectedBike}
          buyer={{
            name: user.displayName ?? '',
            email: user.email ?? '',
            phone: roles?.user.phone ?? null,
          }}
          onClose={() => setSelectedBike(null)}
        />
      </Suspense>
    ),
  };
}
