import { useCategoryBikes } from '../../features/bikes/api/get-category-bikes';
import { useSearchBikes } from '../../features/bikes/api/search-bikes';
import { bikesOf } from '../../features/bikes/components/bike-grid';
import { ResultsMap, toMapBikes } from '../../features/maps/components/results-map';

/**
 * The map of a results list: the same query as the list beside it (one request, one cache
 * entry), so the map marks exactly the bikes the list has loaded.
 */
export function SearchResultsMap({ query }: { query: Record<string, string> | null }) {
  return <ResultsMap bikes={toMapBikes(bikesOf(useSearchBikes(query)))} />;
}

export function CategoryResultsMap({ categoryId }: { categoryId: string }) {
  return <ResultsMap bikes={toMapBikes(bikesOf(useCategoryBikes(categoryId)))} />;
}
