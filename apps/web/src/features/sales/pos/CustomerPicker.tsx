import {
  type CustomerBalance,
  type CustomerPricing,
  customerEndpoints,
  type EndpointOutput,
} from '@bb/contracts';

type CustomerHit = EndpointOutput<typeof customerEndpoints.search>['data'][number];

import { Select, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { call } from '../../../platform/api/call';
import { reportError } from '../../../platform/report-error';

/** The spec's pause before a customer search is sent. */
export const CUSTOMER_SEARCH_PAUSE_MS = 750;

interface Props {
  value: { id: string | null; name: string; balance: CustomerBalance[] };
  inventoryId: string | null;
  onChange: (customer: CustomerPricing | null) => void;
  /** The id of the search box (its label's htmlFor). */
  id?: string;
}

/**
 * Customer picker (POST customer/search after a 750 ms pause, then GET customer/search-by-id/{id} for
 * the price type, additional profit and balances). The balances show per currency under the box.
 */
export function CustomerPicker({ value, inventoryId, onChange, id }: Props) {
  const { t } = useTranslation('sales');
  const [options, setOptions] = useState<CustomerHit[]>([]);
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    if (keyword.trim() === '') return;
    timer.current = setTimeout(async () => {
      setSearching(true);
      try {
        const { data } = await call(customerEndpoints.search, {
          body: { keyword, ...(inventoryId ? { inventory_id: inventoryId } : {}) },
        });
        setOptions(data);
      } catch (e) {
        reportError(e);
      } finally {
        setSearching(false);
      }
    }, CUSTOMER_SEARCH_PAUSE_MS);
  };

  const select = async (id: string | undefined) => {
    if (!id) {
      onChange(null);
      return;
    }
    try {
      const c = await call(customerEndpoints.searchById, { params: { id } });
      onChange({
        id: String(c.id),
        name: c.name,
        price_type: c.price_type ?? 1,
        additional_profit_percentage: c.additional_profit_percentage ?? '0',
        balance: c.balance ?? [],
      });
    } catch (e) {
      reportError(e);
    }
  };

  const current = value.id ? [{ id: value.id, name: value.name, code: null, phone: null }] : [];
  const all = [...current, ...options.filter((o) => o.id !== value.id)];
  return (
    <div>
      <Select
        id={id}
        showSearch={{ filterOption: false, onSearch: search }}
        allowClear
        style={{ width: '100%' }}
        placeholder={t('pos.customerPlaceholder')}
        value={value.id ?? undefined}
        notFoundContent={searching ? <Spin size="small" /> : t('pos.noCustomer')}
        onChange={(id?: string) => void select(id)}
        options={all.map((c) => ({
          value: c.id,
          label: [c.name, c.phone].filter(Boolean).join(' · '),
        }))}
        data-testid="pos-customer"
        aria-label={t('fields.customer')}
      />
      {value.id && value.balance.length > 0 ? (
        <Space size="small" wrap style={{ marginTop: 4 }} data-testid="pos-customer-balance">
          <small>{t('pos.balance')}:</small>
          {value.balance.map((b) => (
            <Amount key={b.currency_code} value={b.balance} currency={b.currency_code} />
          ))}
        </Space>
      ) : null}
    </div>
  );
}
