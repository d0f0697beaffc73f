import { CheckCircleFilled, PlusOutlined } from '@ant-design/icons';
import { type EndpointInput, itemEndpoints } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Empty, Flex, Modal, Spin, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyTag } from '../../../components/CurrencyTag';
import { TABLE_KEY } from '../../../components/data-table/useTableData';
import { MoneyInput } from '../../../components/form/MoneyInput';
import { translateFieldMessage } from '../../../components/form/server-errors';
import { SUBMIT_GUARD, useGuardedAction } from '../../../components/form/useGuardedAction';
import { looseT } from '../../../components/loose-t';
import { isApiError } from '../../../platform/api/api-error';
import { call } from '../../../platform/api/call';
import { useAuthUser } from '../../../platform/auth/session';
import { baseDataQuery, settingsQuery } from '../../../platform/auth/session-queries';
import { notify } from '../../../platform/notify';
import { reportError } from '../../../platform/report-error';
import { getItem, lotsOfItem, searchLots } from '../api';
import { AddToStockEntryExtras } from './AddToStockEntryExtras';
import {
  addBatchEntry,
  addToStockBody,
  buildEntries,
  checkEntries,
  type EntryErrors,
  type StockEntry,
} from './add-to-stock-rules';

export interface AddToStockTarget {
  itemId: string;
  /** Opened right after creating the item (a Service starts with its entries ticked). */
  fresh?: boolean;
}

const COLUMNS = '28px minmax(120px, 1.4fr) 70px 1fr 1fr 1fr';

/**
 * Add To Stock (700 wide, shared-screens 2.3/3/4): per branch, the saved lots ticked (their prices
 * editable) and a new entry enabled by its checkbox (cost, sale price and opening quantity). Ticked
 * entries need cost and sale price. Sends `POST general/item/{id}/add-to-stock`.
 */
export function AddToStockDialog({
  target,
  onClose,
}: {
  target: AddToStockTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('stock');
  const lt = looseT(t);
  const { token } = theme.useToken();
  const user = useAuthUser();
  const client = useQueryClient();
  const open = target !== null;
  const itemId = target?.itemId ?? '';
  const settings = useQuery(settingsQuery);
  const baseData = useQuery(baseDataQuery);
  const data = useQuery({
    queryKey: ['stock', 'add-to-stock', itemId],
    enabled: open,
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const item = await getItem(itemId, signal);
      const lots = await lotsOfItem(itemId, signal).catch(() => []);
      // the lots list does not carry per-currency prices: the batch search does
      const fcOn = (await client.fetchQuery(settingsQuery).catch(() => null))?.productFcPrices ?? false;
      const fc =
        lots.length > 0 && fcOn
          ? await searchLots({ keyword: item.barcode, show_hidden_item: item.hidden }, signal).catch(() => [])
          : [];
      return { item, lots, fc };
    },
  });
  const [entries, setEntries] = useState<StockEntry[]>([]);
  const [errors, setErrors] = useState<EntryErrors>({});

  useEffect(() => {
    if (!open || !data.data) return;
    const connected = user.connected_inventories.length
      ? user.connected_inventories
      : (baseData.data?.inventories ?? []);
    setErrors({});
    setEntries(
      buildEntries({
        branches: connected.map((b) => ({ id: String(b.id), name: b.name })),
        lots: data.data.lots,
        fcPrices: data.data.fc,
        baseCurrency: user.base_currency_code,
        service: data.data.item.type === 3,
        fresh: Boolean(target?.fresh),
      }),
    );
  }, [open, data.data, user, baseData.data, target?.fresh]);

  const service = data.data?.item.type === 3;
  const fcPrices = Boolean(settings.data?.productFcPrices);
  const currencies = (baseData.data?.currencies ?? []).map((c) => c.code);
  const change = (key: string, patch: Partial<StockEntry>) =>
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...patch } : e)));

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: EndpointInput<typeof itemEndpoints.addToStock>['body']) =>
      call(itemEndpoints.addToStock, { params: { id: itemId }, body }),
    onSuccess: () => {
      notify.success(lt('table:messages.added'));
      void client.invalidateQueries({ queryKey: [TABLE_KEY] });
      onClose();
    },
  });

  const submit = async () => {
    const found = checkEntries(
      entries,
      (f) => lt('table:validation.required', { field: lt(`fields.${f}`) }),
      () => t('addToStock.duplicateLot'),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { sent, body } = addToStockBody(entries, service);
    if (sent.length === 0) {
      onClose();
      return;
    }
    try {
      await save.mutateAsync(body);
    } catch (error) {
      if (!isApiError(error) || error.status !== 422) return reportError(error);
      const mapped: EntryErrors = {};
      const rest: string[] = [];
      for (const [path, messages] of Object.entries(error.errors)) {
        const m = /^products\.(\d+)\.(\w+)$/.exec(path);
        const entry = m ? sent[Number(m[1])] : undefined;
        const worded = messages.map((x) => translateFieldMessage(x, lt(`fields.${m?.[2] ?? path}`), lt));
        if (entry && m) mapped[`${entry.key}.${m[2]}`] = worded;
        else rest.push(...worded);
      }
      setErrors(mapped);
      if (rest.length || Object.keys(mapped).length === 0) notify.errorList(error.message, rest.join('\n'));
    }
  };
  const guard = useGuardedAction(submit, SUBMIT_GUARD);
  const fieldError = (key: string, f: string) =>
    errors[`${key}.${f}`] ? (
      <Typography.Text type="danger" style={{ fontSize: 12 }}>
        {errors[`${key}.${f}`]!.join(' ')}
      </Typography.Text>
    ) : null;

  const cell = (e: StockEntry, f: 'cost' | 'sale_price' | 'quantity', disabled: boolean) => (
    <div data-testid={`entry-${e.key}-${f}`}>
      <MoneyInput
        value={e[f]}
        decimals={f === 'quantity' ? 4 : 6}
        disabled={disabled}
        onChange={(v) => change(e.key, { [f]: v })}
      />
      {fieldError(e.key, f)}
    </div>
  );

  return (
    <Modal
      open={open}
      title={t('addToStock.title')}
      width={700}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="stock-cancel">
          {lt('table:actions.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={guard.loading}
          onClick={() => guard.run()}
          data-testid="stock-submit"
        >
          {lt('table:actions.save')}
        </Button>,
      ]}
    >
      <Spin spinning={data.isLoading}>
        {data.data ? (
          <Typography.Paragraph strong data-testid="stock-item">
            {data.data.item.name} <bdi>({data.data.item.barcode})</bdi>
          </Typography.Paragraph>
        ) : null}
        <div data-testid="add-to-stock" style={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: 8 }}>
          <span />
          <Typography.Text type="secondary">{lt('fields.inventory')}</Typography.Text>
          <Typography.Text type="secondary">{lt('fields.currency_code')}</Typography.Text>
          <Typography.Text type="secondary">{lt('fields.cost')} *</Typography.Text>
          <Typography.Text type="secondary">{lt('fields.sale_price')} *</Typography.Text>
          <Typography.Text type="secondary">{lt('fields.quantity')}</Typography.Text>
          {entries.map((e, i) => (
            <div key={e.key} style={{ display: 'contents' }} data-testid={`entry-${e.key}`}>
              <Flex align="center">
                {e.id ? (
                  <CheckCircleFilled
                    style={{ color: token.colorSuccess }}
                    aria-label={t('addToStock.saved')}
                  />
                ) : (
                  <Checkbox
                    checked={e.checked}
                    onChange={(ev) => change(e.key, { checked: ev.target.checked })}
                    aria-label={t('addToStock.enable', { name: e.inventory_name })}
                    data-testid={`entry-${e.key}-check`}
                  />
                )}
              </Flex>
              <Flex vertical justify="center" align="start">
                <Typography.Text>{e.inventory_name}</Typography.Text>
                {e.id && (e.batch_number || e.expire_date) ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {[e.batch_number, e.expire_date].filter(Boolean).join(' · ')}
                  </Typography.Text>
                ) : null}
                {!service && i === entries.findLastIndex((x) => x.inventory_id === e.inventory_id) ? (
                  <Button
                    type="link"
                    size="small"
                    icon={<PlusOutlined />}
                    style={{ paddingInline: 0 }}
                    onClick={() =>
                      setEntries((list) =>
                        addBatchEntry(
                          list,
                          { id: e.inventory_id, name: e.inventory_name },
                          user.base_currency_code,
                        ),
                      )
                    }
                    data-testid={`entry-${e.key}-add-batch`}
                  >
                    {t('addToStock.newBatch')}
                  </Button>
                ) : null}
              </Flex>
              <Flex align="center">
                <CurrencyTag code={e.currency_code} />
              </Flex>
              {cell(e, 'cost', Boolean(e.id) || !e.checked)}
              {cell(e, 'sale_price', !e.checked)}
              {e.id || service ? (
                <Flex align="center">
                  <Typography.Text type="secondary">{e.id ? e.quantity : '-'}</Typography.Text>
                </Flex>
              ) : (
                cell(e, 'quantity', !e.checked)
              )}
              <AddToStockEntryExtras
                entry={e}
                currencies={currencies}
                fcPrices={fcPrices}
                lotFields={!e.id && !service}
                onChange={(patch) => change(e.key, patch)}
                error={errors[`${e.key}.batch_number`] ?? errors[`${e.key}.expire_date`]}
              />
            </div>
          ))}
        </div>
        {!data.isLoading && entries.length === 0 ? <Empty description={t('addToStock.noBranches')} /> : null}
      </Spin>
    </Modal>
  );
}
