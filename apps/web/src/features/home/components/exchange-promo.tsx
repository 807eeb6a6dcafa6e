import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** "Trade in your old bike" block (docs/domain.md#product). Its button opens the instant quote. */
export function ExchangePromo() {
  return (
    <section className="promo" aria-labelledby="promo-title">
      <div className="promo__copy">
        <p className="eyebrow">Exchange offer</p>
        <h2 id="promo-title" className="promo__title">
          Trade in your old bike, ride away on a better one
        </h2>
        <p className="promo__text">
          Outgrown your bike or ready for an upgrade? Tell us about your current ride and get a fair
          exchange value towards your next one: no haggling, no hassle.
        </p>
      </div>
      <div className="promo__action">
        <Link to={paths.quote.getHref()} className={buttonClassName('primary', 'lg')}>
          Get Instant Quote
        </Link>
      </div>
    </section>
  );
}
