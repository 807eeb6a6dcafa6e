import {
  findCategory,
  formatPrice,
  type Quote,
  type QuoteQuery,
  siteMessages,
} from '@reride/shared';
import { LoadError } from '../../../components/ui/retry-button';
import { Spinner } from '../../../components/ui/spinner';
import { useQuote } from '../api/get-quote';

const m = siteMessages.quote;

/** The answer to the form: market figures, a labelled depreciation estimate, or no figure. */
export function QuoteResult({ query }: { query: QuoteQuery }) {
  const quote = useQuote(query);
  if (quote.isPending) return <Spinner size="lg" label="Working out your quote" />;
  if (quote.isError) {
    return <LoadError title="Your quote could not be worked out" query={quote} />;
  }
  return (
    <section className="quote-result" aria-labelledby="quote-result-title">
      <p className="eyebrow">{eyebrow(quote.data)}</p>
      <h2 id="quote-result-title" className="quote-result__headline">
        {headline(quote.data)}
      </h2>
      <QuoteFigures quote={quote.data} query={query} />
    </section>
  );
}

function eyebrow(quote: Quote): string {
  if (quote.basis === 'depreciation') return 'Depreciation estimate';
  if (quote.basis === 'none') return 'No quote';
  return 'Market quote';
}

function headline(quote: Quote): string {
  switch (quote.basis) {
    case 'brand':
    case 'category':
      return `Typical price ${formatPrice(quote.median)}`;
    case 'depreciation':
      return `Estimated value ${formatPrice(quote.estimate)}`;
    case 'none':
      return 'Not enough data for a quote';
  }
}

/** "Good road bikes bought 2020–2024": what the figures compare with. */
function comparedWith(quote: Quote, query: QuoteQuery): string {
  const category = findCategory(query.categoryId)?.title.toLowerCase() ?? 'bikes';
  return `${query.condition} ${category} bought ${quote.yearFrom}–${quote.yearTo}`;
}

function QuoteFigures({ quote, query }: { quote: Quote; query: QuoteQuery }) {
  if (quote.basis === 'none')
    return <p className="quote-result__basis">{m.basis.none(quote.count)}</p>;
  if (quote.basis === 'depreciation') {
    return (
      <>
        <p className="quote-result__range">
          Likely between {formatPrice(quote.low)} and {formatPrice(quote.high)}
        </p>
        <p className="quote-result__basis">{m.basis.depreciation(quote.count)}</p>
        <p className="quote-result__how">
          How: 70% of the price new, less {Math.round(quote.yearlyRate * 100)}% a year for{' '}
          {quote.age} {quote.age === 1 ? 'year' : 'years'}, times {quote.conditionFactor} for its
          condition.
        </p>
      </>
    );
  }
  const basis =
    quote.basis === 'brand'
      ? m.basis.brand(query.brand ?? '', quote.count)
      : m.basis.category(quote.count);
  return (
    <>
      <p className="quote-result__range">
        Half ask between {formatPrice(quote.low)} and {formatPrice(quote.high)}; all from{' '}
        {formatPrice(quote.min)} to {formatPrice(quote.max)}.
      </p>
      <p className="quote-result__basis">
        {basis} ({comparedWith(quote, query)}).
      </p>
      {quote.basis === 'category' && query.brand && (
        <p className="quote-result__how">{m.brandTooFew(query.brand)}</p>
      )}
    </>
  );
}
