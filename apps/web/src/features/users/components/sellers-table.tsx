import { messages, type User } from '@reride/shared';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { TableContainer } from '../../../components/ui/table';
import { UserListShell } from './user-list-shell';
import { useSellers } from '../api/get-sellers';
import { useRemoveSeller } from '../api/remove-seller';
import { useVerifySeller } from '../api/verify-seller';

/** All Sellers (SPEC §2): remove with confirmation, verify once. */
export function SellersTable() {
  const sellers = useSellers();
  const verify = useVerifySeller();
  const remove = useRemoveSeller();
  const [toRemove, setToRemove] = useState<User | null>(null);

  const confirmRemoval = () => {
    if (!toRemove) return;
    remove.mutate(toRemove._id, { onSettled: () => setToRemove(null) });
  };

  return (
    <>
      <SellersList sellers={sellers} onRemove={setToRemove} verify={verify} />
      <ConfirmModal
        open={toRemove !== null}
        title="Remove seller"
        message={toRemove ? messages.confirm.removeUser(toRemove.name) : ''}
        loading={remove.isPending}
        onConfirm={confirmRemoval}
        onCancel={() => setToRemove(null)}
      />
    </>
  );
}

function SellersList({
  sellers,
  onRemove,
  verify,
}: {
  sellers: ReturnType<typeof useSellers>;
  onRemove: (user: User) => void;
  verify: ReturnType<typeof useVerifySeller>;
}) {
  return (
    <UserListShell title="All Sellers" noun="seller" query={sellers}>
      {(users) => (
        <TableContainer label="All sellers">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Delete</th>
                <th scope="col">Verification</th>
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
                      aria-label={`Remove Seller ${user.name}`}
                      onClick={() => onRemove(user)}
                    >
                      Remove Seller
                    </Button>
                  </td>
                  <td className="table__action" data-label="Verification">
                    {user.verified ? (
                      <Badge tone="success">✓ Verified</Badge>
                    ) : (
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={verify.isPending && verify.variables === user._id}
                        disabled={verify.isPending}
                        aria-label={`Verify ${user.name}`}
                        onClick={() => verify.mutate(user._id)}
                      >
                        Verify
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableContainer>
      )}
    </UserListShell>
  );
}
