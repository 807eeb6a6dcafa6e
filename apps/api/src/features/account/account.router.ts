import { contract } from '@reride/shared';
import type { Guards } from '../../http/auth';
import { contractRouter } from '../../http/endpoint';
import type { AccountService } from './account.service';

/** The data download and the deletion of one's own account (docs/domain.md#leaving). */
export function createAccountRouter({
  guards,
  account,
}: {
  guards: Guards;
  account: AccountService;
}) {
  const { router, bind } = contractRouter(guards);

  bind(contract.downloadMyData, async (r) => {
    const data = await account.dataOf(r.caller);
    const day = data.exportedAt.slice(0, 10);
    r.res.setHeader('Content-Disposition', `attachment; filename="reride-data-${day}.json"`);
    // Personal data: never kept by a browser or a proxy.
    r.res.setHeader('Cache-Control', 'no-store');
    return data;
  });
  bind(contract.deleteAccount, (r) => account.deleteAccount(r.caller));

  return router;
}
