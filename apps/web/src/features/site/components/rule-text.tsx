import type { MarketplaceRules } from '@reride/shared';
import { useMarketplaceRules } from '../api/marketplace-rules';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const hours = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`;

const WORDED: Record<keyof MarketplaceRules, (n: number) => string> = {
  bookingExpiryHours: hours,
  offerTtlHours: hours,
  orderAutoCompleteDays: days,
  platformFeePercent: (n) => `${n}%`,
};

/** One rule in force, in words ("72 hours", "7 days", "5%"). */
export function RuleText({ rule }: { rule: keyof MarketplaceRules }) {
  const rules = useMarketplaceRules();
  return <>{WORDED[rule](rules[rule])}</>;
}

/** The platform's share, said only when there is one. */
export function FeeSentence() {
  const { platformFeePercent } = useMarketplaceRules();
  return platformFeePercent > 0 ? <> ReRide keeps {platformFeePercent}% of each sale.</> : null;
}
