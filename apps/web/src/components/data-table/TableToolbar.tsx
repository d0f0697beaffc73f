import {
  DownOutlined,
  FileExcelOutlined,
  FilterOutlined,
  PlusOutlined,
  PrinterOutlined,
  ReloadOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Flex, Input, Select, Switch, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currenciesQuery } from '../../platform/auth/session-queries';
import { useCurrencyName } from '../../platform/format/currency';
import { ColumnChooser } from './ColumnChooser';
import { DateRangeFilter } from './DateRangeFilter';
import type { ExportOption, TableColumn } from './types';
import type { TableStateApi } from './useTableState';

interface Props {
  table: TableStateApi;
  /** Back to the defaults and load again. */
  onReset: () => void;
  columns: TableColumn[];
  dateRange?: boolean;
  /** The year filter and its first year offered. */
  yearFrom?: number;
  currencyFilter?: boolean;
  /** The hidden-items toggle, when the table has one and the user holds item_show_hidden. */
  hiddenToggle?: boolean;
  onAdd?: () => void;
  addLabel?: string;
  onPrint?: () => void;
  onExport?: (flag?: string) => void;
  /** With options, the Excel button opens a menu of them. */
  exportOptions?: ExportOption[];
  exporting?: boolean;
  actions?: ReactNode;
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('table');
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <Flex gap={4}>
      <Input
        value={draft}
        allowClear
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        data-testid="table-search"
        style={{ width: 220 }}
        onChange={(e) => {
          setDraft(e.target.value);
          // clearing the box reloads the table without the search
          if (e.target.value === '' && value !== '') onSearch('');
        }}
        onPressEnter={() => onSearch(draft)}
      />
      <Button icon={<SearchOutlined />} onClick={() => onSearch(draft)} data-testid="table-search-button">
        {t('search.button')}
      </Button>
    </Flex>
  );
}

function CurrencyFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  const { t } = useTranslation('table');
  const { data } = useQuery(currenciesQuery);
  const name = useCurrencyName();
  return (
    <Select
      value={value ?? undefined}
      onChange={(v) => onChange(v ?? null)}
      allowClear
      placeholder={t('currency.placeholder')}
      aria-label={t('currency.placeholder')}
      style={{ width: 130 }}
      data-testid="table-currency"
      options={(data ?? []).map((c) => ({ value: c.code, label: name(c.code) }))}
    />
  );
}

/** The year filter: this year back to `from`, newest first; cleared means any year. */
function YearFilter({
  value,
  from,
  onChange,
}: {
  value: number | null;
  from: number;
  onChange: (year: number | null) => void;
}) {
  const { t } = useTranslation('table');
  const now = dayjs().year();
  const years = Array.from({ length: Math.max(1, now - from + 1) }, (_, i) => now - i);
  return (
    <Select
      value={value ?? undefined}
      onChange={(v) => onChange(v ?? null)}
      allowClear
      placeholder={t('year.placeholder')}
      aria-label={t('year.placeholder')}
      style={{ width: 110 }}
      data-testid="table-year"
      options={years.map((y) => ({ value: y, label: String(y) }))}
    />
  );
}

function ExportButton({
  onExport,
  options,
  loading,
}: {
  onExport: (flag?: string) => void;
  options?: ExportOption[];
  loading?: boolean;
}) {
  const { t } = useTranslation('table');
  const button = (
    <Button
      icon={<FileExcelOutlined />}
      onClick={options?.length ? undefined : () => onExport()}
      loading={loading}
      data-testid="table-export"
    >
      {t('export.button')}
      {options?.length ? <DownOutlined /> : null}
    </Button>
  );
  if (!options?.length) return button;
  return (
    <Dropdown
      trigger={['click']}
      disabled={loading}
      menu={{
        items: options.map((o) => ({
          key: o.flag,
          label: <span data-testid={`table-export-${o.flag}`}>{o.label}</span>,
        })),
        onClick: ({ key }) => onExport(key),
      }}
    >
      {button}
    </Dropdown>
  );
}

/** The row above a table: filters and search at the start, output and Add New at the end. */
export function TableToolbar(props: Props) {
  const { t } = useTranslation('table');
  const { table, columns } = props;
  const { state } = table;
  const filtered = Object.keys(state.filters).length;
  return (
    <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBlockEnd: 12 }}>
      <Flex wrap gap={8} align="center">
        {props.dateRange ? <DateRangeFilter value={state.dateRange} onChange={table.setDateRange} /> : null}
        {props.yearFrom !== undefined ? (
          <YearFilter value={state.year} from={props.yearFrom} onChange={table.setYear} />
        ) : null}
        {props.currencyFilter ? <CurrencyFilter value={state.currency} onChange={table.setCurrency} /> : null}
        <SearchBox value={state.search} onSearch={table.setSearch} />
        <Tooltip title={t('reset.hint')}>
          <Button icon={<ReloadOutlined />} onClick={props.onReset} data-testid="table-reset">
            {t('reset.button')}
          </Button>
        </Tooltip>
        {filtered > 0 ? (
          <Tag
            icon={<FilterOutlined />}
            color="processing"
            closable
            onClose={table.clearFilters}
            data-testid="filter-count"
            style={{ marginInlineEnd: 0 }}
          >
            {t('filters.count', { n: filtered })}
          </Tag>
        ) : null}
        {props.actions}
        {props.hiddenToggle ? (
          <Flex gap={6} align="center">
            <Switch
              size="small"
              checked={state.showHidden}
              onChange={table.setShowHidden}
              data-testid="table-show-hidden"
              aria-label={t('hidden.toggle')}
            />
            <span>{t('hidden.toggle')}</span>
          </Flex>
        ) : null}
      </Flex>
      <Flex wrap gap={8} align="center">
        {props.onPrint ? (
          <Tooltip title={t('print.button')}>
            <Button
              icon={<PrinterOutlined />}
              onClick={props.onPrint}
              aria-label={t('print.button')}
              data-testid="table-print"
            />
          </Tooltip>
        ) : null}
        {props.onExport ? (
          <ExportButton onExport={props.onExport} options={props.exportOptions} loading={props.exporting} />
        ) : null}
        <ColumnChooser columns={columns} visible={state.visible} onChange={table.setVisible} />
        {props.onAdd ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd} data-testid="table-add">
            {props.addLabel ?? t('add.button')}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
