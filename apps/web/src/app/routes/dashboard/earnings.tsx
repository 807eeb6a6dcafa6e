import { PageSection } from '../../../components/ui/page-section';
import { EarningsEntries } from '../../../features/earnings/components/earnings-entries';
import { EarningsSummary } from '../../../features/earnings/components/earnings-summary';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** My Earnings (seller): the balances with Pay out, then the history behind them. */
export default function EarningsRoute() {
  useDocumentTitle('My Earnings');
  return (
    <PageSection title="My Earnings">
      <EarningsSummary />
      <EarningsEntries />
    </PageSection>
  );
}
