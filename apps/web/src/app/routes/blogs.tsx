import { BlogList } from '../../features/blogs/components/blog-list';
import { staticRoute } from '../static-route';

function BlogsPage() {
  return (
    <>
      <header className="page-header page-header--center">
        <p className="eyebrow">The ReRide blog</p>
        <h1 className="page-title">Questions we get asked</h1>
        <p className="page-lead">
          Short answers to the questions our developers hear most often, from state management to
          picking a framework.
        </p>
      </header>
      <BlogList />
    </>
  );
}

export const { handle, Component } = staticRoute(
  {
    page: 'Blogs',
    description: 'Short answers to the questions ReRide developers hear most often.',
  },
  BlogsPage,
);

export default Component;
