import { SellEntry } from '../../features/auth/components/sell-entry';
import type { RouteHandle } from '../../lib/page-head';

export const handle: RouteHandle = {
  head: () => ({
    page: 'Sell your bike',
    description: 'List your used bicycle on ReRide: sign up as a seller, then add your bike.',
  }),
};

export default function SellRoute() {
  return <SellEntry />;
}
