import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

/** A row's header: the bike's name, linking to the order's page. */
export function OrderBikeCell({ id, bike }: { id: string; bike: string }) {
  return (
    <th scope="row" className="table__name" data-label="Bike">
      <Link to={paths.dashboard.order.getHref(id)}>{bike}</Link>
    </th>
  );
}

/** The Buyer column of the order tables. */
export function BuyerCell(buyer: { name: string; email: string }) {
  return (
    <td data-label="Buyer">
      <PersonLines {...buyer} />
    </td>
  );
}

/** A person as a table shows them: the name, the email below it. */
export function PersonLines({ name, email }: { name: string; email: string }) {
  return (
    <>
      <span className="table__name">{name}</span>
      <span className="received-bookings__email">{email}</span>
    </>
  );
}
