import { type BikeDetail, toastMessages } from '@reride/shared';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../features/auth/components/auth-context';
import { paths } from '../../lib/paths';
import { useSignedInAction, useWishlistViewer } from './use-bike-actions';

// The question's form (react-hook-form and zod) loads when a buyer opens it, not with the page.
const AskSellerModal = lazy(() =>
  import('../../features/conversations/components/ask-seller-modal').then((m) => ({
    default: m.AskSellerModal,
  })),
);

export interface AskSeller {
  /** Whether the bike page offers "Ask the seller": visitors and buyers, not on a sold bike. */
  canAsk: (bike: BikeDetail, own: boolean) => boolean;
  onAsk: (bike: BikeDetail) => void;
  /** The open question's modal, for the page to render. */
  askModal: ReactNode;
}

/**
 * "Ask the seller" on a bike's page (docs/domain.md#conversations): signed-in buyers get the
 * question's modal and then the conversation; visitors the login toast; sellers and
 * administrators, and anyone on their own listing, see no button.
 */
export function useAskSeller(): AskSeller {
  const { user } = useAuth();
  // Who may save a bike may ask about it too: visitors (sent to log in) and buyers.
  const viewer = useWishlistViewer();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<BikeDetail | null>(null);

  const canAsk = (bike: BikeDetail, own: boolean) =>
    viewer !== null && !own && bike.availability === 'available';

  const onAsk = useSignedInAction<BikeDetail>(toastMessages.loginToAsk, setAsking);

  return {
    canAsk,
    onAsk,
    askModal: asking && user && (
      <Suspense fallback={null}>
        <AskSellerModal
          bike={asking}
          onClose={() => setAsking(null)}
          onSent={(conversationId) => {
            setAsking(null);
            void navigate(paths.dashboard.conversation.getHref(conversationId));
          }}
        />
      </Suspense>
    ),
  };
}
