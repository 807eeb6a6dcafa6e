import { lazy, Suspense, useState } from 'react';
import { placesMessages } from '@reride/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { FilterValues } from '../lib/search-filters';

const pm = placesMessages;

// The picker brings the gazetteer (about 158 places): it loads after the page, not in the search
// and category pages' first JavaScript (docs/decisions/011-javascript-budgets-without-the-framework.md).
const PlacePicker = lazy(() =>
  import('../../../components/ui/place-picker').then((m) => ({ default: m.PlacePicker })),
);

export interface NearFilterProps {
  values: Pick<FilterValues, 'near' | 'lat' | 'lon' | 'radiusKm'>;
  error?: string | undefined;
  /** The browser gave its position: the panel applies it at once (nearest first). */
  onPosition: (position: { lat: string; lon: string }) => void;
}

/**
 * Three decimals (about 100 m) are enough for a radius of kilometres, keep the exact position
 * out of URLs and shared links, and let nearby visitors share the public cache's answer.
 */
const rounded = (degrees: number) => degrees.toFixed(3);

/**
 * "Within [N] km of [place]" of the search filters (docs/domain.md#places), or of the browser's
 * position: "Near me" asks for it only when clicked, and says why when it cannot be had. The
 * form reads `near`, `lat`, `lon` and `radiusKm` from its hidden and visible inputs.
 */
export function NearFilter({ values, error, onPosition }: NearFilterProps) {
  const [near, setNear] = useState(values.near);
  const [position, setPosition] = useState(
    values.lat !== '' && values.lon !== '' ? { lat: values.lat, lon: values.lon } : null,
  );
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const nearMe = () => {
    setProblem(null);
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setProblem(pm.geolocationUnavailable);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const at = { lat: rounded(coords.latitude), lon: rounded(coords.longitude) };
        setPosition(at);
        setNear('');
        onPosition(at);
      },
      (failure) => {
        setLocating(false);
        setProblem(
          failure.code === failure.PERMISSION_DENIED
            ? pm.geolocationRefused
            : pm.geolocationUnavailable,
        );
      },
      { maximumAge: 5 * 60_000, timeout: 15_000 },
    );
  };

  return (
    <fieldset className="paired-fieldset near-filter filters__wide">
      <legend>{pm.distanceLegend}</legend>
      <TextField
        label={`${pm.withinLabel} (km)`}
        name="radiusKm"
        type="number"
        inputMode="numeric"
        min={1}
        max={200}
        placeholder="10"
        defaultValue={values.radiusKm}
        error={error}
      />
      <Suspense
        fallback={
          <>
            <TextField
              label={pm.kmOf}
              placeholder={pm.pickerPlaceholder}
              value={near}
              disabled
              readOnly
            />
            {/* The chosen place's id still goes with the form until the picker has loaded. */}
            <input type="hidden" name="near" value={near} />
          </>
        }
      >
        <PlacePicker
          label={pm.kmOf}
          name="near"
          value={near}
          placeholder={position ? pm.myPosition : undefined}
          onChange={(place) => {
            setNear(place?.id ?? '');
            // A chosen place replaces the position.
            if (place) setPosition(null);
          }}
        />
      </Suspense>
      <input type="hidden" name="lat" value={position?.lat ?? ''} />
      <input type="hidden" name="lon" value={position?.lon ?? ''} />
      <div>
        <Button type="button" variant="outline" onClick={nearMe} loading={locating}>
          {locating ? pm.locating : pm.nearMe}
        </Button>
        {position && near === '' && (
          <Button type="button" variant="ghost" onClick={() => setPosition(null)}>
            {pm.forgetPosition}
          </Button>
        )}
      </div>
      {problem && (
        <p className="near-filter__status field__error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
