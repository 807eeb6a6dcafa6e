import { Badge } from '../../../components/ui/badge';
import type { BlogArticle as Article } from '../articles';

export function BlogArticle({ article }: { article: Article }) {
  const titleId = `${article.id}-title`;
  return (
    <article id={article.id} className="article" aria-labelledby={titleId}>
      <header className="article__header">
        <p className="article__meta">
          <Badge tone="accent">{article.topic}</Badge>
          <span>{article.readMinutes} min read</span>
        </p>
        <h2 id={titleId} className="article__question">
          {article.question}
        </h2>
      </header>
      <div className="article__body">
        {article.body.map((paragraph, index) =>
          paragraph.startsWith('```') ? (
            <pre key={index} className="article__code">
              <code>{paragraph.slice(3)}</code>
            </pre>
          ) : (
            <p key={index}>{paragraph}</p>
          ),
        )}
      </div>
    </article>
  );
}
