import { PlusOutlined } from '@ant-design/icons';
import { type ResidenceUnitHit, residenceUnitEndpoints, resourceLookup } from '@bb/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Row, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/Amount';
import { LookupSelect } from '../../components/form/LookupSelect';
import { RowActionButtons } from '../../components/RowActions';
import { call } from '../../platform/api/call';

const FILTERS = [
  ['residence_block_ids', resourceLookup('residence_block')],
  ['buildings', resourceLookup('building')],
  ['residence_area_ids', resourceLookup('residence_area')],
  ['residence_view_ids', resourceLookup('residence_view')],
] as const;
type FilterKey = (typeof FILTERS)[number][0];
type Filters = Record<FilterKey, string[]>;

/** The query key of the picker's searches (the POS refreshes them after a sale). */
export const UNIT_SEARCH_KEY = 'residence-unit-search';

/** How long typing pauses before the search is sent. */
const TYPING_MS = 300;

/**
 * The units still for sale, found through `general/residence-unit/search` (shared-screens.md section 7) with
 * `exist`, by code or name and narrowed by block, building, area and view; the first 50 show before anything is
 * typed. A unit already in the sale is not offered again.
 */
export function UnitPicker({
  pickedIds,
  onPick,
}: {
  pickedIds: readonly string[];
  onPick: (row: ResidenceUnitHit) => void;
}) {
  const { t } = useTranslation('residence-sales');
  const { t: tt } = useTranslation('table');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<Filters>({
    residence_block_ids: [],
    buildings: [],
    residence_area_ids: [],
    residence_view_ids: [],
  });
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), TYPING_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const body = {
    keyword,
    exist: true,
    ...Object.fromEntries(Object.entries(filters).filter(([, ids]) => ids.length > 0)),
  };
  const hits = useQuery({
    queryKey: [UNIT_SEARCH_KEY, body],
    queryFn: () => call(residenceUnitEndpoints.search, { body }),
    placeholderData: keepPreviousData,
  });
  const f = (k: string) => t(`fields.${k}` as 'fields.code');
  return (
    <div data-testid="residence-unit-picker">
      <Form layout="vertical" component="div">
        <Row gutter={8}>
          {FILTERS.map(([key, lookup]) => (
            <Col key={key} xs={24} md={12} xl={6}>
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
      <div>
        <Input.Search
          allowClear
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => {
            setTyped(v);
            setKeyword(v.trim());
          }}
          placeholder={tt('search.placeholder')}
          aria-label={tt('search.placeholder')}
          style={{ maxInlineSize: 320, marginBlockEnd: 8 }}
          data-testid="unit-search"
        />
        <Table<ResidenceUnitHit>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ y: 360 }}
          loading={hits.isFetching}
          dataSource={hits.data?.data ?? []}
          data-testid="unit-search-results"
          data-ready={hits.isSuccess && !hits.isFetching ? 'true' : 'false'}
          columns={[
            { key: 'code', dataIndex: 'code', title: f('code'), width: 110 },
            { key: 'name', dataIndex: 'name', title: f('name') },
            { key: 'block', dataIndex: 'residence_block_name', title: f('residence_block_name') },
            { key: 'building', dataIndex: 'building_name', title: f('building_name') },
            {
              key: 'price',
              title: f('sale_price'),
              align: 'end',
              width: 170,
              render: (_, u) => <Amount value={u.sale_price} currency={u.currency_code} />,
            },
            {
              key: 'pick',
              title: '',
              width: 56,
              render: (_, u) =>
                pickedIds.includes(u.id) ? null : (
                  <RowActionButtons
                    id={u.id}
                    actions={[
                      { key: 'pick', label: t('pos.pick'), icon: <PlusOutlined />, onClick: () => onPick(u) },
                    ]}
                  />
                ),
            },
          ]}
        />
      </div>
    </div>
  );
}
