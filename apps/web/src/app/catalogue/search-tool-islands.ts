import { island } from '../../lib/island';

// The filters and "Save this search" of the category and search pages: the server draws them,
// the browser hydrates them after the results (lib/island.tsx).
const tools = () => import('./search-tools');

export const FilterPanel = island(() => tools().then((m) => m.FilterPanel));
export const SaveSearchButton = island(() => tools().then((m) => m.SaveSearchButton));

/** Called by the pages' modules as they load, so a navigation finds the tools loaded. */
export function preloadSearchTools(): void {
  void FilterPanel.preload();
  void SaveSearchButton.preload();
}
