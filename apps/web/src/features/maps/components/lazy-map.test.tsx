import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapSettingsScript } from '../lib/map-settings';
import { AreaMap } from './area-map';
import { loadDrawModule } from './lazy-map';
import { ResultsMap } from './results-map';

const bikes = [{ _id: '1', name: 'Hero Sprint', location: 'Dhaka, Bangladesh', placeId: 'banani' }];
const tiles = { url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example' };

/** jsdom has no layout: the test says when the map's box comes into view. */
function stubIntersection() {
  const observers: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () =>
    act(() => {
      for (const callback of observers) {
        callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    });
}

/** Leaflet does not draw in jsdom: a stand-in module records what would be drawn. */
function fakeDrawModule() {
  const drawn = { remove: vi.fn(), resize: vi.fn() };
  const module = {
    drawResultsMap: vi.fn(() => drawn),
    drawAreaMap: vi.fn(() => drawn),
  };
  const load = vi.fn(() => Promise.resolve(module as never));
  vi.spyOn(loadDrawModule, 'current').mockImplementation(load);
  return { module, load, drawn };
}

afterEach(() => {
  document.getElementById('reride-map-settings')?.remove();
});

describe('a map on the server', () => {
  it('is a placeholder box: no map, nothing of Leaflet loaded', () => {
    const { load } = fakeDrawModule();
    const html = renderToString(
      <MemoryRouter>
        <ResultsMap bikes={bikes} />
        <AreaMap placeId="banani" location="Dhaka, Bangladesh" />
      </MemoryRouter>,
    );
    expect(html).toContain('aria-label="Map of the results"');
    expect(html).toContain('data-map-state="waiting"');
    expect(html).toContain('Approximate area');
    expect(html).not.toContain('leaflet');
    expect(load).not.toHaveBeenCalled();
  });
});

describe('a map in the browser', () => {
  it('loads the drawing code only once its box is in view, then draws without tiles by default', async () => {
    const inView = stubIntersection();
    const { module, load } = fakeDrawModule();
    render(
      <MemoryRouter>
        <ResultsMap bikes={bikes} />
      </MemoryRouter>,
    );
    expect(load).not.toHaveBeenCalled();
    inView();
    await waitFor(() => expect(module.drawResultsMap).toHaveBeenCalledTimes(1));
    const [container, drawnBikes, drawnTiles, href] = module.drawResultsMap.mock
      .calls[0] as unknown as [HTMLElement, unknown, unknown, (id: string) => string];
    expect(container).toBe(screen.getByRole('region', { name: 'Map of the results' }));
    expect(drawnBikes).toEqual(bikes);
    expect(drawnTiles).toBeNull();
    expect(href('1')).toBe('/bikes/1');
    expect(container).toHaveAttribute('data-map-state', 'ready');
  });

  it("draws over the tile server the page's settings name", async () => {
    document.body.insertAdjacentHTML('beforeend', mapSettingsScript(tiles));
    const inView = stubIntersection();
    const { module } = fakeDrawModule();
    render(<AreaMap placeId="banani" location="Dhaka, Bangladesh" />);
    inView();
    await waitFor(() => expect(module.drawAreaMap).toHaveBeenCalledTimes(1));
    expect(module.drawAreaMap.mock.calls[0]).toEqual([
      screen.getByRole('region', { name: "Map of the bike's approximate area" }),
      { placeId: 'banani', location: 'Dhaka, Bangladesh' },
      tiles,
    ]);
  });

  it('says so when the drawing code cannot be loaded', async () => {
    const inView = stubIntersection();
    vi.spyOn(loadDrawModule, 'current').mockImplementation(() =>
      Promise.reject(new Error('offline')),
    );
    render(<AreaMap location="Dhaka, Bangladesh" />);
    inView();
    expect(await screen.findByText('The map could not be loaded.')).toBeInTheDocument();
  });
});
