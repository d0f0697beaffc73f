import {
  add,
  dec,
  type EndpointOutput,
  identityEndpoints,
  profitDistributionEndpoints,
  type shareholderSummaryEndpoint,
  toAmount,
} from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Flex, Form, Modal, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { DeleteConfirm } from '../../../components/dialogs';
import { LookupSelect } from '../../../components/form/LookupSelect';
import { DATE_FORMAT } from '../../../components/form/ResourceField';
import { looseT } from '../../../components/loose-t';
import { call } from '../../../platform/api/call';
import { useAuthUser, useCan } from '../../../platform/auth/session';
import { notify } from '../../../platform/notify';
import { reportError } from '../../../platform/report-error';

type Distribution = EndpointOutput<typeof shareholderSummaryEndpoint>['distribution'];
const SUMMARY_KEY = ['accounting', 'shareholder-summary'];
const shown = (d: string) => dayjs(d).format(DATE_FORMAT);

/**
 * The period's profit and each shareholder's share of it. Once distributed (a PD- document posted from
 * retained earnings to each shareholder's capital) it names the document, which a holder of the delete
 * ability can take back; until then a holder of the create ability posts it, dated on or after the period's
 * end. The server refuses a period already distributed, a loss and shares over 100%, with its message.
 */
export function ProfitDistributionCard({
  distribution: d,
  period,
}: {
  distribution: Distribution;
  period: [string, string];
}) {
  const { t } = useTranslation('accounting');
  const lt = looseT(t);
  const s = (k: string) => lt(`shareholders.${k}`);
  const can = useCan();
  const user = useAuthUser();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [undoing, setUndoing] = useState<string | null>(null);
  const [date, setDate] = useState(period[1]);
  const [branch, setBranch] = useState<string | null>(user.default_branch_id ?? null);
  const refresh = () => void client.invalidateQueries({ queryKey: SUMMARY_KEY });
  const distribute = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      call(profitDistributionEndpoints.create, {
        body: { inventory_id: branch ?? '', date, start_date: period[0], end_date: period[1] },
      }),
    onSuccess: () => {
      notify.success(s('distributionDone'));
      setAsking(false);
      refresh();
    },
    onError: reportError,
  });
  const undo = useMutation({
    meta: { silent: true },
    mutationFn: (id: string) => call(profitDistributionEndpoints.delete, { params: { id } }),
    onSuccess: () => {
      notify.success(lt('table:messages.deleted'));
      refresh();
    },
    onError: reportError,
  });
  const base = d.base_currency_code;
  const canDistribute = d.posted.length === 0 && dec(d.profit).gt(0) && d.rows.length > 0;
  return (
    <Card
      size="small"
      style={{ marginBlockStart: 16 }}
      data-testid="profit-distribution"
      title={
        <span data-testid="profit-total">
          {s('profit')}: <Amount value={d.profit} currency={base} />
        </span>
      }
      extra={
        canDistribute && can('profit_distribution_create') ? (
          <Button type="primary" onClick={() => setAsking(true)} data-testid="distribute">
            {s('distribute')}
          </Button>
        ) : null
      }
    >
      {d.posted.length > 0 ? (
        d.posted.map((p) => (
          <Flex
            key={p.id}
            gap={8}
            align="center"
            wrap
            style={{ marginBlockEnd: 8 }}
            data-testid="distributed"
          >
            <Tag color="green">{s('distributed')}</Tag>
            {lt('shareholders.distributedAs', {
              invoice: p.invoice_id,
              date: shown(p.date),
              start: shown(p.start_date),
              end: shown(p.end_date),
            })}
            <Amount value={p.total} currency={base} />
            {can('profit_distribution_delete') ? (
              <Button size="small" danger onClick={() => setUndoing(p.id)} data-testid="undo-distribution">
                {s('undo')}
              </Button>
            ) : null}
          </Flex>
        ))
      ) : (
        <Alert type="info" title={s('notYet')} style={{ marginBlockEnd: 8 }} />
      )}
      <Table
        size="small"
        pagination={false}
        rowKey="shareholder_id"
        dataSource={d.rows}
        data-testid="profit-shares"
        columns={[
          { title: s('shareholder'), dataIndex: 'name' },
          { title: s('share'), dataIndex: 'share_percentage', render: (v: string) => `${Number(v)}%` },
          {
            title: s('profitShare'),
            dataIndex: 'amount',
            render: (v: string) => <Amount value={v} currency={base} />,
          },
        ]}
      />
      <Modal
        open={asking}
        title={s('distribute')}
        onCancel={() => setAsking(false)}
        onOk={() => distribute.mutate()}
        okButtonProps={{
          disabled: !branch,
          loading: distribute.isPending,
          ...{ 'data-testid': 'distribute-confirm' },
        }}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={s('distributeDate')}>
            <DatePicker
              value={dayjs(date)}
              format={DATE_FORMAT}
              allowClear={false}
              disabledDate={(day) => day.format('YYYY-MM-DD') < period[1]}
              onChange={(v) => v && setDate(v.format('YYYY-MM-DD'))}
            />
          </Form.Item>
          <Form.Item label={lt('assets.inventory_id')}>
            <LookupSelect
              lookup={identityEndpoints.lookups.inventory}
              value={branch}
              onChange={(v) => setBranch((v as string) ?? null)}
            />
          </Form.Item>
          <Form.Item label={s('profitShare')}>
            <Amount value={toAmount(add('0', ...d.rows.map((r) => r.amount)))} currency={base} />
          </Form.Item>
        </Form>
      </Modal>
      <DeleteConfirm
        open={undoing !== null}
        onCancel={() => setUndoing(null)}
        onConfirm={async () => {
          if (undoing) await undo.mutateAsync(undoing).catch(() => undefined);
          setUndoing(null);
        }}
      />
    </Card>
  );
}
