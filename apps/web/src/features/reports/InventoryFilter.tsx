import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { baseDataQuery } from '../../platform/auth/session-queries';

/**
 * The branch ("inventory") filter of a report: the user's branches (base-data lists only the connected
 * ones for a non-superuser). Shown only when there is more than one to choose from; cleared means all.
 */
export function InventoryFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation('reports');
  const { data } = useQuery(baseDataQuery);
  const inventories = data?.inventories ?? [];
  if (inventories.length < 2) return null;
  return (
    <Select
      value={value ?? undefined}
      onChange={(v) => onChange(v ?? null)}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('filters.inventory')}
      aria-label={t('filters.inventory')}
      style={{ minWidth: 200 }}
      data-testid="report-inventory"
      options={inventories.map((i) => ({ value: String(i.id), label: i.name }))}
    />
  );
}
