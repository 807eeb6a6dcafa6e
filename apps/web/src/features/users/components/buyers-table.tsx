import { messages, type User } from '@reride/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { TableContainer } from '../../../components/ui/table';
import { useBuyers } from '../api/get-buyers';
import { useRemoveBuyer } from '../api/remove-buyer';
import { UserListShell } from './user-list-shell';

/** All Buyers (SPEC §2): remove with confirmation. */
export function BuyersTable() {
  const buyers = useBuyers();
  const remove = useRemoveBuyer();
  const [toRemove, setToRemove] = useState<User | null>(null);

  const confirmRemoval = () => {
    if (!toRemove) return;
    remove.mutate(toRemove._id, { onSettled: () => setToRemove(null) });
  };

  return (
    <>
      <UserListShell title="All Buyers" noun="buyer" query={buyers}>
        {(users) => (
          <TableContainer label="All buyers">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Delete</th>
                </tr>
              </thead>
              <tbody>
                {users.map((user, index) => (
                  <tr key={user._id}>
                    <td className="table__index" data-label="#">
                      {index + 1}
                    </td>
                    <th scope="row" className="table__name" data-label="Name">
                      {user.name}
                    </th>
                    <td data-label="Email">{user.email}</td>
                    <td className="table__action" data-label="Delete">
                      <Button
                        variant="danger"
                        size="sm"
                        aria-label={`Remove Buyer ${user.name}`}
                        onClick={() => setToRemove(user)}
                      >
                        Remove Buyer
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableContainer>
        )}
      </UserListShell>
      <ConfirmModal
        open={toRemove !== null}
        title="Remove buyer"
        message={toRemove ? messages.confirm.removeUser(toRemove.name) : ''}
        loading={remove.isPending}
        onConfirm={confirmRemoval}
        onCancel={() => setToRemove(null)}
      />
    </>
  );
}
