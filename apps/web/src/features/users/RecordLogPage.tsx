import { userEndpoints } from '@bb/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Spin, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DATETIME_SHOWN } from '../../components/data-table/cells';
import { looseT } from '../../components/loose-t';
import { useScreenTitle } from '../../components/useScreenTitle';
import { isApiError } from '../../platform/api/api-error';
import { call } from '../../platform/api/call';
import { tableLabels } from './activity-columns';
import { ChangesView } from './ChangesView';

const COLORS = { created: 'green', updated: 'blue', deleted: 'red' } as const;

/** The history of one record (/activity-log/record-log/:logName/:subjectId) as a timeline, newest first. */
export default function RecordLogPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { logName = '', subjectId = '' } = useParams();
  const labels = tableLabels(looseT(t));
  const tableName = (table: string) => labels[table] ?? table;
  const title = useScreenTitle('activity_log.record_log', 'users:activity.recordTitle', 'record_log');
  const log = useQuery({
    queryKey: ['record-log', logName, subjectId],
    queryFn: async ({ signal }) =>
      (await call(userEndpoints.recordLog, { params: { logName, subjectId } }, { signal })).data,
    meta: { silent: true },
    retry: false,
  });
  const missing = log.isError && isApiError(log.error) && log.error.status === 404;

  return (
    <div data-testid="screen-record-log">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ marginBlockStart: 0 }}>
          {title}{' '}
          <Typography.Text type="secondary">
            ({tableName(logName)} #{subjectId})
          </Typography.Text>
        </Typography.Title>
        <Button onClick={() => navigate(-1)}>{t('activity.back')}</Button>
      </Flex>
      <Spin spinning={log.isLoading}>
        {missing || (log.data && log.data.length === 0) ? (
          <Empty description={t('activity.noHistory')} />
        ) : log.isError ? (
          <Empty description={t('activity.loadFailed')} />
        ) : (
          <Timeline
            style={{ marginBlockStart: 16 }}
            items={(log.data ?? []).map((e) => ({
              key: e.id,
              color: COLORS[e.event],
              content: (
                <Flex vertical gap={8} data-testid="record-log-entry">
                  <Flex gap={8} wrap align="center">
                    <Tag color={COLORS[e.event]}>{t(`activity.events.${e.event}`)}</Tag>
                    <Typography.Text strong>{e.causer_name ?? t('activity.system')}</Typography.Text>
                    <Typography.Text type="secondary">
                      <bdi>{dayjs(e.created_at).format(DATETIME_SHOWN)}</bdi> · {tableName(e.subject_table)}
                    </Typography.Text>
                  </Flex>
                  <ChangesView oldValues={e.old_values} newValues={e.new_values} />
                </Flex>
              ),
            }))}
          />
        )}
      </Spin>
    </div>
  );
}
