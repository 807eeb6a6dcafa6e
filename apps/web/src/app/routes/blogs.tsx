import { BlogList } from '../../features/blogs/components/blog-list';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { RouteHandle } from '../../lib/page-head';

export const handle: RouteHandle = {
  head: () => ({
    page: 'Blogs',
    description: 'Short answers to the questions ReRide developers hear most often.',
  }),
};

export default function BlogsRoute() {
  useDocumentTitle('Blogs');
  return (
    <div className="container page">
      <header className="page-header page-header--center">
        <p className="eyebrow">The ReRide blog</p>
        <h1 className="page-title">Questions we get asked</h1>
        <p className="page-lead">
          Short answers to the questions our developers hear most often, from state management to
          picking a framework.
        </p>
      </header>
      <BlogList />
    </div>
  );
}
