import { QuoteQuerySchema, type QuoteQuery } from '@reride/shared';

export type QuoteErrors = Partial<Record<keyof QuoteQuery, string>>;

export type QuoteRequest =
  | { state: 'empty' }
  | { state: 'invalid'; errors: QuoteErrors }
  | { state: 'ok'; query: QuoteQuery };

/**
 * The quote form lives in the URL (`/quote?categoryId=…`), so a quote is a link to share and Back
 * shows the previous one. No category in the URL: the form was not sent yet.
 */
export function quoteRequestFrom(params: URLSearchParams): QuoteRequest {
  if (!params.has('categoryId')) return { state: 'empty' };
  const raw = Object.fromEntries([...params].filter(([, value]) => value.trim() !== ''));
  const parsed = QuoteQuerySchema.safeParse(raw);
  if (parsed.success) return { state: 'ok', query: parsed.data };
  const errors: QuoteErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof QuoteQuery;
    errors[key] ??= issue.message;
  }
  return { state: 'invalid', errors };
}
