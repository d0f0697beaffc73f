import { PROCESS_STATUS, type ProcessLookupRow, stocktakeEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
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

/** A count named by number, branch and snapshot time; one no longer counting also says what became of it. */
export const processLabel = (p: ProcessLookupRow, t: TFunction<'stocktake'>) => {
  const label = `#${p.id} · ${p.inventory_name} · ${dayjs(p.taken_at).format('DD/MM/YYYY HH:mm')}`;
  const status = { 2: t('status.2'), 3: t('status.3') }[p.status];
  return p.status === PROCESS_STATUS.counting || !status ? label : `${label} · ${status}`;
};

/**
 * Chooses one of the given processes. `current` is the chosen one when it may be missing from `rows` (a
 * count already applied or cancelled, opened from the list): it is named like the others, never by a bare id.
 */
export function ProcessPicker({
  rows,
  value,
  onChange,
  current,
}: {
  rows: ProcessLookupRow[] | undefined;
  value: string | null;
  onChange: (id: string | null) => void;
  current?: ProcessLookupRow | undefined;
}) {
  const { t } = useTranslation('stocktake');
  const listed = rows ?? [];
  const shown =
    current && current.id === value && !listed.some((p) => p.id === current.id)
      ? [current, ...listed]
      : listed;
  const known = !!value && shown.some((p) => p.id === value);
  return (
    <Select
      data-testid="stocktake-process"
      aria-label={t('process.pick')}
      placeholder={t('process.pick')}
      style={{ minWidth: 320 }}
      // an id not yet named (its list or header still loading) waits rather than show bare
      value={known ? value : undefined}
      loading={!!value && !known}
      onChange={(v) => onChange(v ?? null)}
      allowClear
      options={shown.map((p) => ({ value: p.id, label: processLabel(p, t) }))}
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
