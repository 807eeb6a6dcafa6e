import { LoadError } from '../../../components/ui/retry-button';
import { paths } from '../../../lib/paths';
import { useCategories } from '../api/get-categories';
import { CategoryCard, CategoryCardSkeleton } from './category-card';

/** The home page's categories section (the target of Explore Now). */
export function CategoryCards() {
  const { data, isPending, isError, refetch, isRefetching } = useCategories();

  return (
    <section
      id={paths.categoriesSection.id}
      className="section section--categories"
      aria-labelledby="categories-title"
      aria-busy={isPending}
    >
      <div className="section__header">
        <p className="eyebrow">Categories</p>
        <h2 id="categories-title" className="section__title">
          Find the right ride
        </h2>
        <p className="section__lead">
          From muddy trails to morning commutes and first pedal strokes: pick a category to see the
          bikes our sellers have listed.
        </p>
      </div>
      {isError ? (
        <LoadError
          title="We couldn't load the categories"
          description="Check your connection and try again."
          query={{ refetch, isFetching: isRefetching }}
        />
      ) : (
        <ul className="category-grid">
          {isPending
            ? [0, 1, 2].map((i) => (
                <li key={i}>
                  <CategoryCardSkeleton />
                </li>
              ))
            : data.map((category) => (
                <li key={category._id}>
                  <CategoryCard category={category} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
