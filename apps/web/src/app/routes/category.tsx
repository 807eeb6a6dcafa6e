import { messages, ObjectIdSchema } from '@reride/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { CategoryBikes } from '../../features/bikes/components/category-bikes';
import { categoryQueryOptions } from '../../features/categories/api/get-category';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ApiError } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

function categoryId(params: LoaderFunctionArgs['params']): string {
  const parsed = ObjectIdSchema.safeParse(params.id);
  if (!parsed.success) throw new ApiError(404, 'NOT_FOUND', messages.errors.categoryNotFound);
  return parsed.data;
}

/** The title comes from GET /category-titles/:id before the page shows (SPEC §2). */
export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(categoryQueryOptions(categoryId(params)));
  return null;
}

export default function CategoryRoute() {
  const params = useParams();
  const id = categoryId(params);
  const { data: category } = useQuery(categoryQueryOptions(id));
  useDocumentTitle(category?.title);

  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Category</p>
        <h1 className="page-title">{category?.title}</h1>
        {category?.text && <p className="page-lead">{category.text}</p>}
      </header>
      <CategoryBikes categoryId={id} />
    </div>
  );
}
