import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { PLACES, placeLabel } from '@reride/shared/places';
import { escapeHtml } from '@reride/shared/format';
import {
  BANGLADESH_BOUNDS,
  groupMarkers,
  markerBounds,
  markerLabel,
  type MapBike,
} from './map-markers';
import type { MapTiles } from './map-settings';

/**
 * Everything that touches Leaflet, loaded only once a map comes into view (components/lazy-map.tsx):
 * Leaflet, the gazetteer and this file stay out of every page's initial JS
 * (docs/decisions/011-javascript-budgets-without-the-framework.md).
 */

export const BASEMAP_URL = '/maps/bangladesh.geojson';
const NATURAL_EARTH = 'Outline: <a href="https://www.naturalearthdata.com/">Natural Earth</a>';
/** The listing's place is a town's or an area's centre, never an address: a circle this wide. */
export const AREA_RADIUS_M = 2000;
/** Without tiles, the area map shows this much around the place: the nearest towns. */
const OUTLINE_AREA_SPAN_M = 80_000;

export interface DrawnMap {
  /** The container changed size (a tab was opened): Leaflet measures again. */
  resize: () => void;
  remove: () => void;
}

const LEAFLET_STYLE_ID = 'leaflet-styles';

/**
 * Leaflet's stylesheet, added with the first map. As a stylesheet of this chunk it would make
 * Vite list the app's own stylesheet among every chunk's files to fetch (apps/web/vite.config.ts).
 */
function addLeafletStyles(): void {
  if (document.getElementById(LEAFLET_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = LEAFLET_STYLE_ID;
  style.textContent = leafletCss;
  document.head.append(style);
}

function baseMap(container: HTMLElement, tiles: MapTiles | null): L.Map {
  addLeafletStyles();
  const map = L.map(container, {
    maxBounds: L.latLngBounds(BANGLADESH_BOUNDS).pad(0.5),
    minZoom: 6,
    maxZoom: tiles ? 17 : 12,
    scrollWheelZoom: false,
    attributionControl: true,
  });
  map.attributionControl.setPrefix(false);
  if (tiles) {
    L.tileLayer(tiles.url, { attribution: tiles.attribution }).addTo(map);
  } else {
    // No tiles: the towns are what the reader finds their way by. They sit in a pane over the
    // outline (400) and under the markers (600), so no town's label covers a marker's count.
    map.createPane('towns').style.zIndex = '450';
    for (const place of PLACES) {
      if (place.kind === 'area') continue;
      const city = place.kind === 'city';
      L.circleMarker([place.lat, place.lon], {
        radius: city ? 3 : 1.5,
        className: 'map-town',
        // A town's name shows on hover: it needs a pointer target.
        interactive: !city,
        pane: 'towns',
      })
        .bindTooltip(place.name, {
          permanent: city,
          direction: 'right',
          pane: 'towns',
          className: city ? 'map-town-label map-town-label--city' : 'map-town-label',
        })
        .addTo(map);
    }
  }
  map.attributionControl.addAttribution(NATURAL_EARTH);
  // The outline is decoration: a map without it still shows the markers.
  void fetch(BASEMAP_URL)
    .then((response) => (response.ok ? (response.json() as Promise<GeoJSON.GeoJsonObject>) : null))
    .then((outline) => {
      if (!outline) return;
      L.geoJSON(outline, {
        interactive: false,
        style: (feature) => {
          const country =
            (feature?.properties as { kind?: string } | undefined)?.kind === 'country';
          return { className: country ? 'map-country' : 'map-division', fill: country && !tiles };
        },
      })
        .addTo(map)
        .bringToBack();
    })
    .catch(() => undefined);
  return map;
}

function drawn(map: L.Map): DrawnMap {
  return { resize: () => map.invalidateSize(), remove: () => map.remove() };
}

/**
 * Search results: one marker per place with the count of its bikes; its popup links to each
 * bike. Keyboard: Tab reaches a marker, Enter opens its popup and moves to the first link.
 */
export function drawResultsMap(
  container: HTMLElement,
  bikes: readonly MapBike[],
  tiles: MapTiles | null,
  bikeHref: (id: string) => string,
): DrawnMap {
  const map = baseMap(container, tiles);
  const markers = groupMarkers(bikes);
  for (const marker of markers) {
    const label = placeLabel(marker.place);
    const count = marker.bikes.length;
    const links = marker.bikes
      .map((b) => `<li><a href="${escapeHtml(bikeHref(b.id))}">${escapeHtml(b.name)}</a></li>`)
      .join('');
    L.marker([marker.place.lat, marker.place.lon], {
      title: markerLabel(marker, label),
      alt: markerLabel(marker, label),
      keyboard: true,
      icon: L.divIcon({
        className: 'map-marker',
        html: `<span aria-hidden="true">${count}</span>`,
        iconSize: [30, 30],
        popupAnchor: [0, -12],
      }),
    })
      .bindPopup(
        `<p class="map-popup__place">${escapeHtml(label)}</p><ul class="map-popup__bikes">${links}</ul>`,
      )
      .on('popupopen', (event) => {
        // The first bike's link, not the popup's close button.
        event.popup.getElement()?.querySelector<HTMLElement>('.map-popup__bikes a')?.focus();
      })
      .addTo(map);
  }
  map.fitBounds(markerBounds(markers), { padding: [24, 24] });
  return drawn(map);
}

/** A bike's page: a circle around its place's centre with the place's name, never an address. */
export function drawAreaMap(
  container: HTMLElement,
  listing: { placeId?: string | undefined; location: string },
  tiles: MapTiles | null,
): DrawnMap | null {
  const [marker] = groupMarkers([{ _id: '', name: '', ...listing }]);
  if (!marker) return null;
  const { place } = marker;
  const map = baseMap(container, tiles);
  L.circle([place.lat, place.lon], {
    radius: AREA_RADIUS_M,
    className: 'map-area',
    interactive: false,
  }).addTo(map);
  L.tooltip({ permanent: true, direction: 'top', className: 'map-area-label' })
    .setLatLng([place.lat, place.lon])
    .setContent(escapeHtml(placeLabel(place)))
    .addTo(map);
  // The circle's own getBounds needs a map that already has a view: a box from its centre.
  // Tiles show the streets around the circle; the outline alone needs the towns around it to
  // say where it is, so it opens wider.
  const span = tiles ? AREA_RADIUS_M * 2 : OUTLINE_AREA_SPAN_M;
  map.fitBounds(L.latLng(place.lat, place.lon).toBounds(span), {
    padding: [32, 32],
    maxZoom: tiles ? 13 : 9,
  });
  return drawn(map);
}
