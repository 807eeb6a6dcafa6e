import { reviewMessages } from '@reride/shared';
import { useId } from 'react';

/**
 * One rating of 1 to 5 as a group of radio buttons: arrow keys move between the stars, and each
 * is read out as "N stars".
 */
export function RatingInput({
  legend,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  value: number | null;
  onChange: (rating: number) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="rating-input" disabled={disabled}>
      <legend>{legend}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className="rating-input__star">
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            aria-label={reviewMessages.reviews.star(n)}
          />
          <span aria-hidden="true">{value !== null && n <= value ? '★' : '☆'}</span>
        </label>
      ))}
    </fieldset>
  );
}
