import { SearchOutlined } from '@ant-design/icons';
import { type EndpointOutput, identityEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Checkbox, Col, Empty, Flex, Input, Row, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../components/loose-t';
import { call } from '../../platform/api/call';
import { abilityLabel, areaLabel } from './ability-label';

export type AbilityGroup = EndpointOutput<typeof identityEndpoints.abilityCatalogue>['data'][number];

export const catalogueQuery = {
  queryKey: ['abilities-catalogue'],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await call(identityEndpoints.abilityCatalogue, {}, { signal })).data,
  staleTime: 10 * 60_000,
};

/**
 * The role editor's ability checklist, grouped by area (GET abilities/catalogue): searchable by label
 * or name, each group with a check-all box (indeterminate when partly chosen).
 */
export function AbilityChecklist({
  value,
  onChange,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
}) {
  const { t } = useTranslation('users');
  const lt = looseT(t);
  const { data, isLoading } = useQuery(catalogueQuery);
  const [search, setSearch] = useState('');
  const chosen = new Set(value ?? []);
  const groups = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (data ?? [])
      .map((g) => ({
        area: g.area,
        items: g.abilities
          .map((name) => ({ name, label: abilityLabel(name, lt) }))
          .filter(
            (a) =>
              !q ||
              a.label.toLowerCase().includes(q) ||
              a.name.includes(q) ||
              areaLabel(g.area, lt).toLowerCase().includes(q),
          ),
      }))
      .filter((g) => g.items.length > 0);
  }, [data, search, lt]);

  const set = (names: string[], on: boolean) => {
    const next = new Set(chosen);
    for (const n of names) {
      if (on) next.add(n);
      else next.delete(n);
    }
    onChange?.([...next]);
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" justify="space-between" wrap>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('roles.searchAbilities')}
          aria-label={t('roles.searchAbilities')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ maxWidth: 320 }}
          data-testid="ability-search"
        />
        <Typography.Text type="secondary" data-testid="ability-count">
          {t('roles.chosen', { n: chosen.size })}
        </Typography.Text>
      </Flex>
      <Spin spinning={isLoading}>
        <Flex vertical gap={8} style={{ maxHeight: '52vh', overflowY: 'auto', paddingInlineEnd: 4 }}>
          {groups.length === 0 && !isLoading ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : null}
          {groups.map((g) => {
            const names = g.items.map((a) => a.name);
            const on = names.filter((n) => chosen.has(n)).length;
            return (
              <Card
                key={g.area}
                size="small"
                data-testid={`area-${g.area}`}
                title={
                  <Checkbox
                    checked={on === names.length}
                    indeterminate={on > 0 && on < names.length}
                    onChange={(e) => set(names, e.target.checked)}
                    data-testid={`area-toggle-${g.area}`}
                  >
                    {areaLabel(g.area, lt)}{' '}
                    <Typography.Text type="secondary">
                      ({on}/{names.length})
                    </Typography.Text>
                  </Checkbox>
                }
              >
                <Row gutter={[8, 4]}>
                  {g.items.map((a) => (
                    <Col key={a.name} xs={24} sm={12} lg={8}>
                      <Checkbox
                        checked={chosen.has(a.name)}
                        onChange={(e) => set([a.name], e.target.checked)}
                        data-testid={`ability-${a.name}`}
                        title={a.name}
                      >
                        {a.label}
                      </Checkbox>
                    </Col>
                  ))}
                </Row>
              </Card>
            );
          })}
        </Flex>
      </Spin>
    </Flex>
  );
}
