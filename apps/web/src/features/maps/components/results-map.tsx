import { paths } from '../../../lib/paths';
import type { MapBike } from '../lib/map-markers';
import { placeIdOf } from '../lib/place-id';
import { LazyMap } from './lazy-map';

/** What the map needs of each listed bike; `placeId` when the listing names one. */
export function toMapBikes(bikes: readonly (Omit<MapBike, 'placeId'> & object)[]): MapBike[] {
  return bikes.map(({ _id, name, location, ...rest }) => ({
    _id,
    name,
    location,
    placeId: placeIdOf(rest),
  }));
}

/**
 * The search results on a map: a marker per place with its count, popups linking to the bikes
 * (docs/decisions/014-places-and-distance.md, "Maps"). The bikes are the ones the list has
 * loaded; none (or still loading) shows the whole country.
 */
export function ResultsMap({ bikes }: { bikes: readonly MapBike[] }) {
  const drawKey = bikes.map((b) => `${b._id}@${b.placeId ?? b.location}`).join(',');
  return (
    <LazyMap
      label="Map of the results"
      className="map--results"
      drawKey={drawKey}
      draw={(module, container, tiles) =>
        module.drawResultsMap(container, bikes, tiles, (id) => paths.bike.getHref(id))
      }
    />
  );
}
