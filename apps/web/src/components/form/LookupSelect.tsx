import type { LookupEndpoint } from '@bb/contracts';
import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { type LookupRow, useLookup } from './lookup';

export interface LookupSelectProps {
  id?: string;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
  /** The declared lookup answering { data: [{ id, name }] } (`customerEndpoints.lookup`). */
  lookup: LookupEndpoint;
  /** Query parameters narrowing the list (a dependent lookup: `{ group_id: '3' }`). */
  params?: Record<string, string | undefined>;
  /** For the failure message; defaults to the resource of the lookup. */
  name?: string;
  multiple?: boolean;
  allowClear?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Only these rows are offered (e.g. the default inventory among the connected ones). */
  filter?: (row: LookupRow) => boolean;
  /** Not loaded while false (a dependent lookup without its parent value). */
  enabled?: boolean;
  'data-testid'?: string;
  style?: CSSProperties;
  /** Its name for assistive technology; outside a labelled Form.Item (no `id`) the placeholder. */
  'aria-label'?: string;
}

/** A searchable select over a lookup endpoint; ids stay strings. */
export function LookupSelect({
  id,
  value,
  onChange,
  lookup,
  params,
  name,
  multiple,
  allowClear,
  disabled,
  placeholder,
  filter,
  enabled,
  'data-testid': testId,
  style,
  'aria-label': ariaLabel,
}: LookupSelectProps) {
  const { data, isFetching } = useLookup(lookup, { params, name, enabled });
  const options = (data ?? [])
    .filter((row) => !filter || filter(row))
    .map((row) => ({ value: String(row.id), label: String(row.name ?? row.id) }));
  return (
    <Select
      id={id}
      data-testid={testId}
      style={style}
      aria-label={ariaLabel ?? (id ? undefined : placeholder)}
      value={value ?? (multiple ? [] : undefined)}
      onChange={(v) => onChange?.((v as string | string[] | undefined) ?? null)}
      options={options}
      mode={multiple ? 'multiple' : undefined}
      loading={isFetching}
      allowClear={allowClear}
      disabled={disabled}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
