import { type ProcessLookupRow, stocktakeEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/api/call';

export const STOCKTAKE_KEY = 'stocktake';

/** The list filter that narrows a line list to one process. */
export const processFilter = (id: string) => ({ list: [{ column: 'process_id', values: [id] }] });

/** The processes still counting in the user's branches (or, for calculation, those with counts). */
export function useProcesses(which: 'open' | 'calculation') {
  return useQuery({
    queryKey: [STOCKTAKE_KEY, which],
    queryFn: () =>
      which === 'open' ? call(stocktakeEndpoints.open, {}) : call(stocktakeEndpoints.forCalculation, {}),
  });
}

export function useProcess(id: string | null) {
  return useQuery({
    queryKey: [STOCKTAKE_KEY, 'process', id],
    queryFn: () => call(stocktakeEndpoints.get, { params: { id: id! } }),
    enabled: !!id,
  });
}

export const processLabel = (p: ProcessLookupRow) =>
  `#${p.id} · ${p.inventory_name} · ${dayjs(p.taken_at).format('DD/MM/YYYY HH:mm')}`;

/** Chooses one of the given processes. */
export function ProcessPicker({
  rows,
  value,
  onChange,
}: {
  rows: ProcessLookupRow[] | undefined;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation('stocktake');
  return (
    <Select
      data-testid="stocktake-process"
      aria-label={t('process.pick')}
      placeholder={t('process.pick')}
      style={{ minWidth: 320 }}
      value={value ?? undefined}
      onChange={(v) => onChange(v ?? null)}
      allowClear
      options={(rows ?? []).map((p) => ({ value: p.id, label: processLabel(p) }))}
      notFoundContent={t('process.none')}
    />
  );
}

/**
 * The process a screen works on: the newest one counting in the user's branches until another is chosen;
 * with its header and the list filter of its lines.
 */
export function useChosenProcess() {
  const open = useProcesses('open');
  const [processId, setProcessId] = useState<string | null>(null);
  useEffect(() => {
    if (!processId && open.data?.[0]) setProcessId(open.data[0].id);
  }, [open.data, processId]);
  const { data: process } = useProcess(processId);
  const extraBody = useMemo(() => (processId ? processFilter(processId) : undefined), [processId]);
  return { open, processId, setProcessId, process, extraBody };
}
