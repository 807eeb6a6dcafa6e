import { IMAGE_CARD_SIZE, type Category } from '@reride/shared';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { CardSkeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../lib/paths';

export function CategoryCard({ category }: { category: Category }) {
  return (
    <article className="category-card">
      <div className="category-card__media">
        <img
          src={category.img}
          alt=""
          width={IMAGE_CARD_SIZE.width}
          height={IMAGE_CARD_SIZE.height}
          loading="lazy"
          decoding="async"
        />
        {category.isNew && (
          <Badge tone="new" className="category-card__badge">
            NEW
          </Badge>
        )}
      </div>
      <div className="category-card__body">
        <h3 className="category-card__title">
          <Link to={paths.category.getHref(category._id)} className="category-card__link">
            {category.title}
          </Link>
        </h3>
        <p className="category-card__text">{category.text}</p>
        <span className="category-card__cta" aria-hidden="true">
          Browse bikes →
        </span>
      </div>
    </article>
  );
}

export function CategoryCardSkeleton() {
  return <CardSkeleton block="category-card" lines={['full', 'short']} />;
}
