import { DatePicker, Flex, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CurrencyTag } from '../../../components/CurrencyTag';
import { MoneyInput } from '../../../components/form/MoneyInput';
import { DATE_FORMAT } from '../../../components/form/ResourceField';
import { looseT } from '../../../components/loose-t';
import { currencyPrice, otherCurrencies, type StockEntry, setCurrencyPrice } from './add-to-stock-rules';

/**
 * The second line of an Add To Stock entry: batch number and expiry of a new lot, and (with the tenant
 * setting productFcPrices) the lot's sale price in each other currency. Disabled while not ticked.
 */
export function AddToStockEntryExtras({
  entry,
  currencies,
  fcPrices,
  lotFields,
  onChange,
  error,
}: {
  entry: StockEntry;
  /** Batch number and expiry (new lots of stocked items). */
  lotFields: boolean;
  currencies: readonly string[];
  fcPrices: boolean;
  onChange: (patch: Partial<StockEntry>) => void;
  error?: string[];
}) {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const disabled = !entry.checked;
  const others = fcPrices ? otherCurrencies(currencies, entry.currency_code) : [];
  if (!lotFields && others.length === 0) return null;
  const id = (f: string) => `entry-${entry.key}-${f}`;
  return (
    <Flex
      wrap
      gap={8}
      align="end"
      style={{ gridColumn: '2 / -1', paddingBlockEnd: 4 }}
      data-testid={id('extras')}
    >
      {lotFields ? (
        <>
          <Flex vertical style={{ inlineSize: 150 }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {lt('fields.batch_number')}
            </Typography.Text>
            <Input
              maxLength={64}
              value={entry.batch_number}
              disabled={disabled}
              onChange={(ev) => onChange({ batch_number: ev.target.value })}
              data-testid={id('batch_number')}
              aria-label={lt('fields.batch_number')}
            />
          </Flex>
          <Flex vertical style={{ inlineSize: 150 }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {lt('fields.expire_date')}
            </Typography.Text>
            <DatePicker
              format={DATE_FORMAT}
              value={entry.expire_date ? dayjs(entry.expire_date) : null}
              disabled={disabled}
              onChange={(d) => onChange({ expire_date: d ? d.format('YYYY-MM-DD') : null })}
              data-testid={id('expire_date')}
              aria-label={lt('fields.expire_date')}
            />
          </Flex>
        </>
      ) : null}
      {others.map((code) => (
        <Flex vertical key={code} style={{ inlineSize: 150 }} data-testid={id(`price-${code}`)}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('addToStock.salePriceIn')} <CurrencyTag code={code} />
          </Typography.Text>
          <MoneyInput
            value={currencyPrice(entry, code)}
            decimals={6}
            disabled={disabled}
            onChange={(v) => onChange({ prices: setCurrencyPrice(entry, code, v).prices })}
          />
        </Flex>
      ))}
      {error ? (
        <Typography.Text type="danger" style={{ fontSize: 12, flexBasis: '100%' }}>
          {error.join(' ')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
