import type { EndpointOutput, saleContractEndpoints } from '@bb/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { directionOfLanguage } from '../../components/rich-text/RichTextField';
import { baseDataQuery } from '../../platform/auth/session-queries';
import {
  contractSetup,
  openPrintWindow,
  type PrintSetup,
  richTextDocument,
  withPrintImages,
} from '../../platform/printing';

type Contract = EndpointOutput<typeof saleContractEndpoints.get>;

/**
 * Prints a contract in the contract layout (868x700 window; header 140 px, footer 50 px from the branch's
 * contract print setup) in the contract's language and direction; a signed one carries its SHA-256 under
 * the footer. Answers whether the branch had a contract setup.
 */
export async function printContract(
  client: QueryClient,
  contract: Contract,
  hashLabel: string,
): Promise<{ window: Window | null; hasSetup: boolean }> {
  const base = await client.fetchQuery(baseDataQuery).catch(() => null);
  const prints = (base?.prints ?? []) as unknown as PrintSetup[];
  const stored = contractSetup(prints, contract.inventory_id);
  const setup = stored ? await withPrintImages(stored).catch(() => stored) : null;
  const doc = richTextDocument({
    title: `${contract.sale_invoice_id} / ${contract.contract_no}-${contract.version}`,
    html: contract.body,
    setup,
    layout: 'contract',
    lang: contract.language,
    dir: directionOfLanguage(contract.language),
    ...(contract.sha256 ? { footnote: `${hashLabel}: ${contract.sha256}` } : {}),
  });
  return { window: openPrintWindow('contract', doc), hasSetup: stored !== null };
}
