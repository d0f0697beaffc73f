import { ReloadOutlined } from '@ant-design/icons';
import { hospitalEndpoints } from '@bb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Collapse, Flex, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/api/call';
import { useCan } from '../../platform/auth/session';
import { translateServerMessage } from '../../platform/i18n/server-messages';
import { notify } from '../../platform/notify';
import { reportError } from '../../platform/report-error';
import { hospitalKeys } from './api';
import { MapCodeDialog, type MapCodeTarget } from './MapCodeDialog';

const deadLetterKey = [...hospitalKeys.incoming, 'dead-letter'] as const;

/**
 * The dead-letter list under the incoming prescriptions: what waits with lines that could not be read (a
 * drug code no item has), each line with the reason. Once the code is mapped (the connection's codes, or an
 * item given the code as its barcode), Retry reads those lines again; the prescription is not sent again,
 * so nothing is stored twice. Whoever may edit the connections (setting_api_connection) maps a line's code
 * from here in one click, and the prescription is retried at once. Hidden while there is nothing in it.
 */
export function DeadLetterList() {
  const { t } = useTranslation('hospital');
  const client = useQueryClient();
  const mayMap = useCan()('setting_api_connection');
  const [mapping, setMapping] = useState<(MapCodeTarget & { detailId: string }) | null>(null);
  const list = useQuery({
    queryKey: deadLetterKey,
    queryFn: ({ signal }) => call(hospitalEndpoints.deadLetters, {}, { signal }),
  });
  const retry = useMutation({
    mutationFn: (id: string) => call(hospitalEndpoints.retry, { params: { id } }),
    onSuccess: (r) => {
      if (r.remaining === 0) notify.success(t('deadLetter.allRead'));
      else notify.error(t('deadLetter.stillUnknown', { count: r.remaining }));
      void client.invalidateQueries({ queryKey: hospitalKeys.incoming });
    },
    onError: reportError,
  });
  const rows = list.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <>
      <MapCodeDialog
        target={mapping}
        onClose={() => setMapping(null)}
        onSaved={() => mapping && retry.mutate(mapping.detailId)}
      />
      <Collapse
        style={{ marginBlockStart: 16 }}
        data-testid="dead-letter"
        items={[
          {
            key: 'dead',
            label: t('deadLetter.title', { count: rows.length }),
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('deadLetter.help')}</Typography.Paragraph>
                <List
                  dataSource={rows}
                  renderItem={(d) => (
                    <List.Item key={d.id} data-testid={`dead-letter-${d.prescription_id}`}>
                      <Flex vertical gap={4} style={{ inlineSize: '100%' }}>
                        <Flex justify="space-between" gap={8} align="center">
                          <Typography.Text strong>
                            <bdi>{d.patient}</bdi> · <bdi>{d.prescription_id}</bdi>
                          </Typography.Text>
                          <Button
                            size="small"
                            icon={<ReloadOutlined />}
                            loading={retry.isPending && retry.variables === d.id}
                            onClick={() => retry.mutate(d.id)}
                            data-testid={`dead-letter-retry-${d.prescription_id}`}
                          >
                            {t('deadLetter.retry')}
                          </Button>
                        </Flex>
                        <Typography.Text type="secondary">
                          {t('from', { referrer: d.api_connection.name })} ·{' '}
                          <bdi>{dayjs(d.received_at).format('DD/MM/YYYY HH:mm')}</bdi>
                          {d.retry_count > 0 ? (
                            <> · {t('deadLetter.retried', { count: d.retry_count })}</>
                          ) : null}
                        </Typography.Text>
                        {d.lines.map((l) => (
                          <Typography.Text key={l.line_no} type="warning">
                            <bdi>{l.drug_code}</bdi>
                            {l.drug_name ? (
                              <>
                                {' '}
                                (<bdi>{l.drug_name}</bdi>)
                              </>
                            ) : null}{' '}
                            × <bdi>{l.quantity.replace(/\.?0+$/, '')}</bdi>:{' '}
                            {translateServerMessage(l.problem)}{' '}
                            {mayMap ? (
                              <Button
                                size="small"
                                type="link"
                                onClick={() =>
                                  setMapping({
                                    detailId: d.id,
                                    connectionId: d.api_connection.id,
                                    code: l.drug_code,
                                    drugName: l.drug_name,
                                  })
                                }
                                data-testid={`dead-letter-map-${d.prescription_id}-${l.line_no}`}
                              >
                                {t('codes.map')}
                              </Button>
                            ) : null}
                          </Typography.Text>
                        ))}
                      </Flex>
                    </List.Item>
                  )}
                />
              </>
            ),
          },
        ]}
      />
    </>
  );
}
