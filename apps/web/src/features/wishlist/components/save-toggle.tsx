import { useId } from 'react';
import { useWishlistIds } from '../api/get-wishlist-ids';
import { useToggleWishlist } from '../api/toggle-wishlist';
import { Glyph } from '../../../components/ui/glyph';

export interface SaveToggleProps {
  bikeId: string;
  /** Read with the button's name, so a grid of toggles says which bike each one saves. */
  bikeName: string;
  /** 'buyer' saves; 'visitor' is sent to log in (the route decides where that goes). */
  viewer: 'buyer' | 'visitor';
  onLoginRequired: () => void;
  /** The bike is sold: it can still be forgotten, but not saved anew (the API refuses). */
  sold?: boolean;
  /** The bike page's large button shows its label; a card's shows the heart only. */
  showLabel?: boolean;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <Glyph size={20}>
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2 0 3.6 1.1 5.1 3 1.5-1.9 3.1-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </Glyph>
  );
}

/** The wishlist's heart: "Save to wishlist" / "Saved", flipping at once and back on failure. */
export function SaveToggle({
  bikeId,
  bikeName,
  viewer,
  onLoginRequired,
  sold = false,
  showLabel = false,
}: SaveToggleProps) {
  const descriptionId = useId();
  const ids = useWishlistIds(viewer === 'buyer');
  const toggle = useToggleWishlist();
  const saved = ids.data?.includes(bikeId) ?? false;
  // A sold bike that is not saved has nothing to offer; until the ids are known, nothing either.
  if ((sold && !saved) || (viewer === 'buyer' && ids.isPending)) return null;

  const label = saved ? 'Saved' : 'Save to wishlist';
  const onClick = () => {
    if (viewer === 'visitor') onLoginRequired();
    else toggle.mutate({ bikeId, save: !saved });
  };
  return (
    <button
      type="button"
      className={[
        'save-toggle',
        saved && 'is-saved',
        showLabel ? 'btn btn--outline btn--md' : 'save-toggle--icon',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-label={label}
      aria-describedby={descriptionId}
      title={showLabel ? undefined : label}
      disabled={toggle.isPending}
      onClick={onClick}
    >
      <Heart filled={saved} />
      {showLabel && <span aria-hidden="true">{label}</span>}
      <span id={descriptionId} hidden>
        {bikeName}
      </span>
    </button>
  );
}
