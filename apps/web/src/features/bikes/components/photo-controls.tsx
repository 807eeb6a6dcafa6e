import type { Ref } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

export type MoveDirection = 'up' | 'down';

export interface PhotoControlsProps {
  /** The photo's place in the list, from 0 (the cover). */
  index: number;
  count: number;
  disabled?: boolean;
  /** False keeps the last photo: a listing needs one. */
  removable?: boolean;
  onMove: (from: number, to: number, direction: MoveDirection) => void;
  onRemove: (index: number) => void;
  /** The Move buttons' elements, for a list that keeps the focus on a moved photo. */
  moveButtonRef?: (direction: MoveDirection) => Ref<HTMLButtonElement>;
}

/** A listed photo's number, Cover on the first, and its Move up, Move down and Remove buttons. */
export function PhotoControls({
  index,
  count,
  disabled = false,
  removable = true,
  onMove,
  onRemove,
  moveButtonRef,
}: PhotoControlsProps) {
  return (
    <>
      <div className="photo-picker__meta">
        <span>Photo {index + 1}</span>
        {index === 0 && <Badge tone="accent">Cover</Badge>}
      </div>
      <div className="photo-picker__buttons">
        <Button
          ref={moveButtonRef?.('up')}
          variant="outline"
          size="sm"
          aria-label={`Move up photo ${index + 1}`}
          disabled={disabled || index === 0}
          onClick={() => onMove(index, index - 1, 'up')}
        >
          Move up
        </Button>
        <Button
          ref={moveButtonRef?.('down')}
          variant="outline"
          size="sm"
          aria-label={`Move down photo ${index + 1}`}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index, index + 1, 'down')}
        >
          Move down
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove photo ${index + 1}`}
          disabled={disabled || !removable}
          onClick={() => onRemove(index)}
        >
          Remove
        </Button>
      </div>
    </>
  );
}
