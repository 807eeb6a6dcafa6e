import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { EmptyState } from '../../components/ui/empty-state';
import { quoteQueryOptions } from '../../features/quotes/api/get-quote';
import { QuoteForm } from '../../features/quotes/components/quote-form';
import { QuoteResult } from '../../features/quotes/components/quote-result';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { RouteHandle } from '../../lib/page-head';
import { loadQueries } from '../../lib/route-loading';

const PAGE = 'Instant Quote';
const description =
  'What is your used bike worth? The median and range of similar bikes listed or sold on ReRide, from its category, brand, year and condition.';

/**
 * The form is checked here, as the search page checks its filters: the check brings zod with the
 * API's schema, so it loads on demand, and a quote linked to renders on the server with its answer.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { quoteRequestFrom } = await import('../../features/quotes/lib/quote-request');
  const quote = quoteRequestFrom(new URL(request.url).searchParams);
  await loadQueries(context, (client) =>
    quote.state === 'ok' ? [client.prefetchQuery(quoteQueryOptions(quote.query))] : [],
  );
  return { quote };
}

export const handle: RouteHandle = { head: () => ({ page: PAGE, description }) };

/** /quote?categoryId=…&year=…: the instant quote (docs/domain.md#quotes), shareable as a link. */
export default function QuoteRoute() {
  const { quote } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  useDocumentTitle(PAGE);
  return (
    <div className="container page stack">
      <header className="page-header">
        <p className="eyebrow">Exchange offer</p>
        <h1 className="page-title">Get an instant quote</h1>
        <p className="page-lead">{description}</p>
      </header>
      <div className="split quote-layout">
        {/* Keyed by the URL: Back shows the values of the quote it goes back to. */}
        <QuoteForm
          key={params.toString()}
          values={params}
          errors={quote.state === 'invalid' ? quote.errors : undefined}
        />
        <div className="quote-layout__answer" aria-live="polite">
          {quote.state === 'ok' ? (
            <QuoteResult query={quote.query} />
          ) : (
            <EmptyState
              title={quote.state === 'invalid' ? 'Check the form' : 'Tell us about your bike'}
              description="Pick its category and condition and the year you bought it; the quote compares it with similar bikes on ReRide."
            />
          )}
        </div>
      </div>
    </div>
  );
}
