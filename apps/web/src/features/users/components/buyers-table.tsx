import { useBuyers } from '../api/get-users';
import { useRemoveBuyer } from '../api/moderate-users';
import { UsersTable } from './users-table';

/** All Buyers (docs/domain.md#screens): remove with confirmation. */
export function BuyersTable() {
  return <UsersTable kind="Buyer" query={useBuyers()} remove={useRemoveBuyer()} />;
}
