import { PlusOutlined } from '@ant-design/icons';
import { residenceUnitEndpoints, resourceLookup } from '@bb/contracts';
import { Col, Form, Row } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn, type TableRow } from '../../components/data-table';
import { LookupSelect } from '../../components/form/LookupSelect';
import { RowActionButtons } from '../../components/RowActions';

const FILTERS = [
  ['residence_block_ids', resourceLookup('residence_block')],
  ['buildings', resourceLookup('building')],
  ['residence_area_ids', resourceLookup('residence_area')],
  ['residence_view_ids', resourceLookup('residence_view')],
] as const;
type FilterKey = (typeof FILTERS)[number][0];

/**
 * The units still for sale (sold ones are left out by the server's `exist` filter), searchable and narrowed by
 * block, building, area and view; a unit already in the sale is not offered again.
 */
export function UnitPicker({
  pickedIds,
  onPick,
}: {
  pickedIds: readonly string[];
  onPick: (row: TableRow) => void;
}) {
  const { t } = useTranslation('residence-sales');
  const [filters, setFilters] = useState<Record<FilterKey, string[]>>({
    residence_block_ids: [],
    buildings: [],
    residence_area_ids: [],
    residence_view_ids: [],
  });
  const extraBody = useMemo(
    () => ({
      exist: true,
      ...Object.fromEntries(Object.entries(filters).filter(([, ids]) => ids.length > 0)),
    }),
    [filters],
  );
  const f = (k: string) => t(`fields.${k}` as 'fields.code');
  const columns: TableColumn[] = [
    { key: 'code', title: f('code'), kind: 'text' },
    { key: 'name', title: f('name'), kind: 'text' },
    { key: 'residence_block_name', title: f('residence_block_name'), kind: 'text' },
    { key: 'building_name', title: f('building_name'), kind: 'text' },
    { key: 'residence_area_name', title: f('residence_area_name'), kind: 'text', hidden: true },
    { key: 'residence_view_name', title: f('residence_view_name'), kind: 'text', hidden: true },
    { key: 'sale_price', title: f('sale_price'), kind: 'money' },
  ];
  return (
    <div data-testid="residence-unit-picker">
      <Form layout="vertical" component="div">
        <Row gutter={8}>
          {FILTERS.map(([key, lookup]) => (
            <Col key={key} xs={24} md={6}>
              <Form.Item label={f(key)} style={{ marginBlockEnd: 8 }}>
                <LookupSelect
                  lookup={lookup}
                  multiple
                  allowClear
                  placeholder={f(key)}
                  value={filters[key]}
                  onChange={(v) => setFilters((x) => ({ ...x, [key]: (v as string[] | null) ?? [] }))}
                  data-testid={`filter-${key}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
      <DataTable
        tableId="residence_pos_units"
        table={residenceUnitEndpoints.table}
        title={t('pos.units')}
        columns={columns}
        extraBody={extraBody}
        exportable={false}
        printable={false}
        rowActions={(row) => {
          const id = String(row.id);
          if (pickedIds.includes(id)) return null;
          return (
            <RowActionButtons
              id={id}
              actions={[
                { key: 'pick', label: t('pos.pick'), icon: <PlusOutlined />, onClick: () => onPick(row) },
              ]}
            />
          );
        }}
      />
    </div>
  );
}
