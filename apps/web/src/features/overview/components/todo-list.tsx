import { type TodoKind, todoMessages } from '@reride/shared';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/ui/retry-button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useTodos } from '../api/get-todos';

const words = todoMessages.todos;
const dash = paths.dashboard;

/** Where each kind of to-do is done. */
const PLACES: Record<TodoKind, string> = {
  pay: dash.orders.getHref(),
  confirm_receipt: dash.orders.getHref(),
  answer_cancel_request: dash.sellerOrders.getHref(),
  answer_dispute: dash.sellerOrders.getHref(),
  read_messages: dash.inbox.getHref(),
  decide_dispute: dash.disputes.getHref(),
  review_reported_bikes: dash.reported.getHref(),
  review_reported_messages: dash.reportedMessages.getHref(),
};

/** The Overview's "To do" (docs/domain.md#dashboard): each line links to where it is done. */
export function TodoList() {
  const query = useTodos();
  return (
    <section className="role-card" aria-labelledby="todo-title">
      <h2 id="todo-title" className="role-card__title">
        {words.title}
      </h2>
      {query.isPending && <Spinner size="sm" label="Loading your to-dos" />}
      {query.isError && <LoadError title={words.loadFailed} query={query} />}
      {query.data?.length === 0 && <p className="text-subtle">{words.none}</p>}
      {query.data && query.data.length > 0 && (
        <ul className="role-card__list">
          {query.data.map((todo) => (
            <li key={todo.kind}>
              <Link to={PLACES[todo.kind]}>{words.lines[todo.kind](todo.count)}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
