import { LazyMap } from './lazy-map';

export interface AreaMapProps {
  placeId?: string | undefined;
  location: string;
}

/**
 * A bike page's "Approximate area": a circle of about 2 km around the listing's place, never an
 * address (docs/decisions/014-places-and-distance.md, "Maps"). Drawn once scrolled into view.
 */
export function AreaMap({ placeId, location }: AreaMapProps) {
  return (
    <section className="bike-area stack" aria-labelledby="bike-area-title">
      <h2 id="bike-area-title" className="section-title">
        Approximate area
      </h2>
      <LazyMap
        label="Map of the bike's approximate area"
        className="map--area"
        drawKey={`${placeId ?? ''}|${location}`}
        draw={(module, container, tiles) =>
          module.drawAreaMap(container, { placeId, location }, tiles)
        }
      />
      <p className="muted small">The seller's exact address is never shown.</p>
    </section>
  );
}
