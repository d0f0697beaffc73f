import { type EndpointOutput, type ShareholderSummaryRow, shareholderSummaryEndpoint } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../../components/loose-t';
import { SummaryStatementScreen, summaryLabels } from '../../../components/statement/SummaryStatementScreen';
import { ProfitDistributionCard } from './ProfitDistributionCard';

type Summary = EndpointOutput<typeof shareholderSummaryEndpoint>;

/**
 * /inventory/shareholder/summary-account-statement: per shareholder and currency the balance before the
 * period, its debits and credits and the balance at its end (as of any date); below, the period's profit
 * shared by percentage, and its distribution posted or to post. Print and xlsx.
 */
export default function ShareholderSummaryPage() {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const s = (k: string) => lt(`shareholders.${k}`);
  return (
    <SummaryStatementScreen<ShareholderSummaryRow>
      endpoint={shareholderSummaryEndpoint}
      routeId="inventory.shareholder.summary_account_statement"
      titleKey="accounting:shareholders.summaryTitle"
      testId="screen-shareholder-summary"
      partyKey="shareholder_id"
      lead={[
        { key: 'name', title: s('shareholder') },
        {
          key: 'share_percentage',
          title: s('share'),
          kind: 'number',
          render: (r) => `${Number(r.share_percentage)}%`,
        },
      ]}
      labels={summaryLabels(s)}
      below={(answer, period) => (
        <ProfitDistributionCard distribution={(answer as Summary).distribution} period={period} />
      )}
    />
  );
}
