import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** The home page banner (docs/domain.md#product). */
export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container">
        <div className="hero__inner">
          <div className="hero__copy">
            <p className="eyebrow eyebrow--inverse">Pre-loved bikes, new adventures</p>
            <h1 id="hero-title" className="hero__title">
              Happiness is buying or selling a bike from the comfort of home.
            </h1>
            <p className="hero__lead">
              ReRide connects riders with trusted sellers of mountain, road and kids bikes. Browse
              honest listings, book the one you love and pay securely online. The only trip you make
              is the test ride.
            </p>
            <div className="hero__actions">
              <a
                href={`#${paths.categoriesSection.id}`}
                className={buttonClassName('primary', 'lg', 'btn--on-dark')}
              >
                Explore Now
              </a>
              <Link
                to={paths.sell.getHref()}
                className={buttonClassName('ghost', 'lg', 'btn--ghost-inverse')}
              >
                Sell your bike
              </Link>
            </div>
            <ul className="hero__facts" aria-label="Why ReRide">
              <li>Verified sellers</li>
              <li>Secure card payments</li>
              <li>Three categories, one marketplace</li>
            </ul>
          </div>
          <div className="hero__art">
            <img
              src="/hero-bike.svg"
              alt=""
              width="560"
              height="400"
              fetchPriority="high"
              decoding="async"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
