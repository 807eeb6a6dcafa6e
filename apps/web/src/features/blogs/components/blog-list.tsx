import { articles } from '../articles';
import { BlogArticle } from './blog-article';

/** The table of contents and the four articles. */
export function BlogList() {
  return (
    <div className="blog">
      <nav className="side-panel blog__toc" aria-label="Articles">
        <h2 className="blog__toc-title">In this issue</h2>
        <ol>
          {articles.map((article) => (
            <li key={article.id}>
              <a href={`#${article.id}`}>{article.question}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="blog__articles">
        {articles.map((article) => (
          <BlogArticle key={article.id} article={article} />
        ))}
      </div>
    </div>
  );
}
