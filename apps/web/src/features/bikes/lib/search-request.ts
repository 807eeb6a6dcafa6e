import { SearchBikesQuerySchema } from '@reride/shared';
import { FILTER_KEYS, type FilterKey, type FilterValues } from './search-filters';

// Apart from search-filters.ts: the schema brings zod, which no page's first load needs. The
// search and category loaders import this file on demand (a category page only when the URL
// holds filters), and pages rendered on the server hydrate with the server's answer.

export type SearchRequest =
  | { ok: true; query: Record<string, string> }
  | { ok: false; errors: Partial<Record<FilterKey, string>> };

/**
 * What GET /bikes/search receives: the set filters, checked with the API's own schema so a
 * mistyped range is explained under its field instead of answered with a 400.
 */
export function toSearchRequest(values: FilterValues): SearchRequest {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) if (values[key] !== '') query[key] = values[key];
  const parsed = SearchBikesQuerySchema.safeParse(query);
  if (parsed.success) return { ok: true, query };
  const errors: Partial<Record<FilterKey, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (FILTER_KEYS as readonly string[]).includes(key)) {
      errors[key as FilterKey] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
