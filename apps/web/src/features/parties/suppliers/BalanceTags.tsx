import { Flex, Typography } from 'antd';
import { Amount } from '../../../components/Amount';
import type { CurrencyBalance } from './api';

/** A party's balances, one per currency, each in its currency's colour; a dash when there is none. */
export function BalanceTags({ balances }: { balances: CurrencyBalance[] | null | undefined }) {
  const list = balances ?? [];
  if (list.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Flex gap={4} vertical>
      {list.map((b) => (
        <Amount key={b.currency_code} value={b.balance} currency={b.currency_code} />
      ))}
    </Flex>
  );
}

/** The list answers balances as JSON text or an array, depending on the driver; both are accepted. */
export function parseBalances(value: unknown): CurrencyBalance[] {
  if (Array.isArray(value)) return value as CurrencyBalance[];
  if (typeof value === 'string' && value.startsWith('[')) {
    try {
      return JSON.parse(value) as CurrencyBalance[];
    } catch {
      return [];
    }
  }
  return [];
}
