// The search's own tools, one chunk apart from the results pages' first JavaScript
// (search-tool-islands.ts).
export { FilterPanel } from '../../features/bikes/components/filter-panel';
export { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
