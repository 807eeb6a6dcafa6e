import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawAreaMap, drawResultsMap } from './draw-map';

/** Leaflet in jsdom: no layout, but its markers, popups and layers are plain DOM. */
function box(): HTMLElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { value: 600 });
  Object.defineProperty(element, 'clientHeight', { value: 400 });
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('drawResultsMap (Leaflet in jsdom)', () => {
  it('draws one keyboard-reachable marker per place, its popup linking to each bike', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 404 })));
    vi.stubGlobal('fetch', fetch);
    const container = box();
    const map = drawResultsMap(
      container,
      [
        { _id: 'a', name: 'Hero <Sprint>', location: 'Dhaka, Bangladesh', placeId: 'banani' },
        { _id: 'b', name: 'Phoenix', location: 'Dhaka, Bangladesh', placeId: 'banani' },
        { _id: 'c', name: 'Duranta', location: 'Khulna, Bangladesh' },
      ],
      null,
      (id) => `/bikes/${id}`,
    );
    const markers = [...container.querySelectorAll<HTMLElement>('.map-marker')];
    expect(markers.map((m) => [m.title, m.textContent, m.tabIndex])).toEqual([
      ['2 bikes at Banani, Dhaka', '2', 0],
      ['1 bike at Khulna', '1', 0],
    ]);
    expect(fetch).toHaveBeenCalledWith('/maps/bangladesh.geojson');
    // No tile server: no tile is asked for.
    expect(container.querySelector('.leaflet-tile-pane img')).toBeNull();
    markers[0]!.click();
    const links = [...container.querySelectorAll('.map-popup__bikes a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Hero <Sprint>', '/bikes/a'],
      ['Phoenix', '/bikes/b'],
    ]);
    expect(document.activeElement).toBe(links[0]);
    map.remove();
  });

  it('adds the configured tile layer with its credit', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 404 }))),
    );
    const container = box();
    drawResultsMap(
      container,
      [],
      { url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: 'Example tiles' },
      (id) => id,
    );
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain(
      'Example tiles',
    );
  });
});

describe('drawAreaMap', () => {
  it("labels the circle with the place's name", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 404 }))),
    );
    const container = box();
    expect(
      drawAreaMap(container, { placeId: 'banani', location: 'Dhaka, Bangladesh' }, null),
    ).not.toBeNull();
    expect(container.querySelector('.map-area-label')?.textContent).toBe('Banani, Dhaka');
  });

  it('draws nothing for a location that is not one of ours', () => {
    expect(drawAreaMap(box(), { location: 'Atlantis' }, null)).toBeNull();
  });
});
