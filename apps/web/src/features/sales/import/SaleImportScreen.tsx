import { UploadOutlined } from '@ant-design/icons';
import { SALE_IMPORT_COLUMNS, type SaleImportResult } from '@bb/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Select, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../../components/useScreenTitle';
import { isApiError } from '../../../platform/api/api-error';
import { useAuthUser } from '../../../platform/auth/session';
import { currenciesQuery } from '../../../platform/auth/session-queries';
import { currencyName } from '../../../platform/format/currency';
import { notify } from '../../../platform/notify';
import { reportError } from '../../../platform/report-error';
import { ImportResultTable } from './ImportResultTable';
import { importErrors, postSaleImport, type SaleImportOptions } from './sale-import-api';

const ROUTE = 'inventory.sale.import';

/**
 * Sale import (/inventory/sale/import, sale_import): choose the branch, the currency and the box the
 * sales are paid into, upload an xlsx, see the server's preview with every row's errors, then import.
 * Import stays disabled until a preview of the same file and choices came back without errors.
 */
export function SaleImportScreen() {
  const { t } = useTranslation('sales');
  const title = useScreenTitle(ROUTE, 'sales:import.title', 'sale import');
  const user = useAuthUser();
  const client = useQueryClient();
  const currencies = useQuery(currenciesQuery).data?.map((c) => c.code) ?? [user.base_currency_code];
  const [inventoryId, setInventoryId] = useState<string | null>(
    user.default_branch_id ?? user.connected_inventories[0]?.id ?? null,
  );
  const [currency, setCurrency] = useState(user.base_currency_code);
  const [boxChoice, setBoxChoice] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<SaleImportResult | null>(null);
  const [failed, setFailed] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const boxes = user.cash_boxes.filter(
    (b) => b.currency_code === currency && (!b.inventory_id || b.inventory_id === inventoryId),
  );
  const box = boxes.find((b) => b.id === boxChoice) ?? boxes.find((b) => b.is_default) ?? boxes[0] ?? null;
  const reset = () => {
    setResult(null);
    setFailed([]);
  };
  const opts: SaleImportOptions | null = inventoryId
    ? { inventoryId, cashBoxId: box?.id ?? null, currencyCode: currency }
    : null;
  const previewClean = result?.preview === true && importErrors(result).length === 0;

  const run = async (preview: boolean) => {
    if (!file || !opts || busy) return;
    setBusy(true);
    setFailed([]);
    try {
      const answer = await postSaleImport(file, opts, preview);
      setResult(answer);
      if (!preview && answer.saved) {
        notify.success(t('import.done', { count: answer.sales.length }));
        void client.invalidateQueries({ queryKey: ['table', 'sale'] });
        setFile(null);
      }
    } catch (e) {
      if (isApiError(e) && e.status === 422 && e.errors.file) setFailed(e.errors.file);
      else reportError(e);
      setResult(null);
    } finally {
      setBusy(false);
    }
  };

  const rowErrors = failed.length ? failed : importErrors(result);
  return (
    <div data-testid="screen-sale-import">
      <Typography.Title level={4}>{title}</Typography.Title>
      <Card size="small">
        <Typography.Paragraph type="secondary">
          {t('import.help')} <bdi dir="ltr">{SALE_IMPORT_COLUMNS.join(', ')}</bdi>
        </Typography.Paragraph>
        <Form layout="vertical">
          <Space wrap align="end">
            <Form.Item label={t('fields.inventory')} required>
              <Select
                style={{ minInlineSize: 200 }}
                value={inventoryId}
                onChange={(v: string) => {
                  setInventoryId(v);
                  reset();
                }}
                options={user.connected_inventories.map((i) => ({ value: i.id, label: i.name }))}
                aria-label={t('fields.inventory')}
                data-testid="sale-import-inventory"
              />
            </Form.Item>
            <Form.Item label={t('fields.currency_code')}>
              <Select
                style={{ minInlineSize: 120 }}
                value={currency}
                onChange={(v: string) => {
                  setCurrency(v);
                  setBoxChoice(null);
                  reset();
                }}
                options={currencies.map((c) => ({ value: c, title: c, label: currencyName(c) }))}
                aria-label={t('fields.currency_code')}
                data-testid="sale-import-currency"
              />
            </Form.Item>
            <Form.Item label={t('fields.cash_box_id')} required>
              <Select
                style={{ minInlineSize: 200 }}
                value={box?.id ?? null}
                onChange={(v: string) => {
                  setBoxChoice(v);
                  reset();
                }}
                options={boxes.map((b) => ({ value: b.id, label: b.name }))}
                aria-label={t('fields.cash_box_id')}
                data-testid="sale-import-box"
              />
            </Form.Item>
            <Form.Item label={t('import.file')} required>
              <Upload
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                maxCount={1}
                fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
                beforeUpload={(f) => {
                  setFile(f);
                  reset();
                  return false;
                }}
                onRemove={() => {
                  setFile(null);
                  reset();
                }}
              >
                <Button icon={<UploadOutlined />} data-testid="sale-import-choose">
                  {t('import.choose')}
                </Button>
              </Upload>
            </Form.Item>
          </Space>
          <Space>
            <Button
              onClick={() => void run(true)}
              disabled={!file || !opts}
              loading={busy}
              data-testid="sale-import-preview"
            >
              {t('import.preview')}
            </Button>
            <Button
              type="primary"
              onClick={() => void run(false)}
              disabled={!file || !opts || !previewClean}
              loading={busy}
              data-testid="sale-import-run"
            >
              {t('import.run')}
            </Button>
          </Space>
        </Form>
      </Card>
      {rowErrors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBlock: 12 }}
          data-testid="sale-import-errors"
          message={t('import.hasErrors', { count: rowErrors.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {rowErrors.map((e) => (
                <li key={e}>
                  <bdi>{e}</bdi>
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      {result ? (
        <Card size="small" style={{ marginBlockStart: 12 }}>
          <Typography.Text data-testid="sale-import-summary">
            {result.saved
              ? t('import.savedSummary', { count: result.sales.length })
              : t('import.previewSummary', { count: result.sales.length })}
          </Typography.Text>
          <ImportResultTable sales={result.sales} />
        </Card>
      ) : null}
    </div>
  );
}

export default SaleImportScreen;
