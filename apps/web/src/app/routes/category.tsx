import { messages, ObjectIdSchema, type Bike } from '@reride/shared';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { useAuth } from '../../features/auth/components/auth-context';
import { categoryBikesQueryOptions } from '../../features/bikes/api/get-category-bikes';
import { CategoryBikes } from '../../features/bikes/components/category-bikes';
import { BookingModal } from '../../features/bookings/components/booking-modal';
import { categoryQueryOptions } from '../../features/categories/api/get-category';
import { useReportBike } from '../../features/reports/api/report-bike';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ApiError } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

function categoryId(params: LoaderFunctionArgs['params']): string {
  const parsed = ObjectIdSchema.safeParse(params.id);
  if (!parsed.success) throw new ApiError(404, 'NOT_FOUND', messages.errors.categoryNotFound);
  return parsed.data;
}

/** The title comes from GET /category-titles/:id before the page shows (SPEC §2); 404 → error page. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = categoryId(params);
  // The first bikes start loading alongside the title instead of after it.
  void queryClient.prefetchInfiniteQuery(categoryBikesQueryOptions(id));
  await queryClient.ensureQueryData(categoryQueryOptions(id));
  return null;
}

export default function CategoryRoute() {
  const params = useParams();
  const id = categoryId(params);
  const { data: category } = useQuery(categoryQueryOptions(id));
  const { user, selectedBike, setSelectedBike } = useAuth();
  const report = useReportBike();
  useDocumentTitle(category?.title);

  const onBook = (bike: Bike) => {
    if (!user) {
      toast.error(messages.toast.loginToBook);
      return;
    }
    setSelectedBike(bike);
  };

  return (
    <div className="container page stack">
      <header className="page-header">
        <p className="eyebrow">Category</p>
        <h1 className="page-title">{category?.title}</h1>
        {category?.text && <p className="page-lead">{category.text}</p>}
      </header>
      <CategoryBikes
        categoryId={id}
        onBook={onBook}
        onReport={user ? (bike) => report.mutate(bike._id) : undefined}
        reportingBikeId={report.isPending ? report.variables : null}
        viewerEmail={user?.email?.toLowerCase()}
      />
      {selectedBike && user && (
        <BookingModal
          bike={selectedBike}
          buyer={{ name: user.displayName ?? '', email: user.email ?? '' }}
          onClose={() => setSelectedBike(null)}
        />
      )}
    </div>
  );
}
