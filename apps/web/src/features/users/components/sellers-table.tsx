import type { ManagedUser } from '@reride/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useSellers } from '../api/get-users';
import { useRemoveSeller, useVerifySeller } from '../api/moderate-users';
import { UsersTable } from './users-table';

/** All Sellers (docs/domain.md#screens): remove with confirmation, verify once. */
export function SellersTable() {
  const verify = useVerifySeller();

  const verification = (user: ManagedUser) =>
    user.verified ? (
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
    );

  return (
    <UsersTable
      kind="Seller"
      query={useSellers()}
      remove={useRemoveSeller()}
      extraColumn={{ header: 'Verification', render: verification }}
    />
  );
}
