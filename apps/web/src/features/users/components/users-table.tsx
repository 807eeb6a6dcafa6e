import {
  type ManagedUser,
  accountMessages,
  commonMessages,
  sanctionMessages,
} from '@reride/shared';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ButtonCell, TableContainer } from '../../../components/ui/table';
import { SanctionCell } from './sanction-cell';
import { SanctionDialog, type SanctionKind } from './sanction-dialog';
import { UserListShell } from './user-list-shell';

export interface UsersTableProps {
  /** 'Buyer' or 'Seller': the page title, button labels and confirmation read from it. */
  kind: 'Buyer' | 'Seller';
  query: UseQueryResult<ManagedUser[]>;
  remove: UseMutationResult<unknown, Error, string>;
  /** A column after Delete (Sellers: Verification). */
  extraColumn?: { header: string; render: (user: ManagedUser) => ReactNode };
}

/**
 * All Buyers / All Sellers (docs/domain.md#screens): name, email, removal after confirmation,
 * and each person's sanction with Warn / Suspend / Lift (docs/domain.md#sanctions).
 */
export function UsersTable({ kind, query, remove, extraColumn }: UsersTableProps) {
  const [toRemove, setToRemove] = useState<ManagedUser | null>(null);
  const [deciding, setDeciding] = useState<{ kind: SanctionKind; user: ManagedUser } | null>(null);
  const noun = kind.toLowerCase();
  // A buyer who became a seller is on both lists; each says so.
  const otherRole = kind === 'Buyer' ? 'Seller' : 'Buyer';

  const confirmRemoval = () => {
    if (!toRemove) return;
    remove.mutate(toRemove._id, { onSettled: () => setToRemove(null) });
  };

  return (
    <>
      <UserListShell title={`All ${kind}s`} noun={noun} query={query}>
        {(users) => (
          <TableContainer label={`All ${noun}s`}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">{sanctionMessages.sanctions.sanctionColumn}</th>
                  <th scope="col">Delete</th>
                  {extraColumn && <th scope="col">{extraColumn.header}</th>}
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
                      {user.roles.includes(otherRole) && (
                        <>
                          {' '}
                          <Badge tone="neutral">
                            {accountMessages.becomeSeller.alsoHolds[otherRole]}
                          </Badge>
                        </>
                      )}
                    </th>
                    <td data-label="Email">{user.email}</td>
                    <td data-label={sanctionMessages.sanctions.sanctionColumn}>
                      <SanctionCell
                        user={user}
                        onDecide={(kind, target) => setDeciding({ kind, user: target })}
                      />
                    </td>
                    <ButtonCell
                      column="Delete"
                      variant="danger"
                      aria-label={`Remove ${kind} ${user.name}`}
                      onClick={() => setToRemove(user)}
                    >
                      Remove {kind}
                    </ButtonCell>
                    {extraColumn && (
                      <td className="table__action" data-label={extraColumn.header}>
                        {extraColumn.render(user)}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableContainer>
        )}
      </UserListShell>
      <ConfirmModal
        open={toRemove !== null}
        title={`Remove ${noun}`}
        message={toRemove ? commonMessages.confirm.removeUser(toRemove.name) : ''}
        confirmLabel={`Remove ${noun}`}
        cancelLabel={`Keep ${noun}`}
        loading={remove.isPending}
        onConfirm={confirmRemoval}
        onCancel={() => setToRemove(null)}
      />
      {deciding && (
        <SanctionDialog
          kind={deciding.kind}
          user={deciding.user}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}
