import { HistoryOutlined } from '@ant-design/icons';
import { USER_TABLES } from '@bb/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type TableRow } from '../../components/data-table';
import { looseT } from '../../components/loose-t';
import { RowActionButtons } from '../../components/RowActions';
import { useScreenTitle } from '../../components/useScreenTitle';
import { activityColumns } from './activity-columns';
import { ChangesView } from './ChangesView';

type Values = Record<string, unknown> | null;

/** The activity log (/report/activity-log): today by default, rows expand to old -> new values. */
export default function ActivityLogPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const title = useScreenTitle('report.activity_log', 'users:activity.title', 'activity_log');
  return (
    <div data-testid="screen-activity-log">
      <DataTable
        tableId="activity_log"
        routeId="report.activity_log"
        table={USER_TABLES.activityLog}
        title={title}
        columns={activityColumns(looseT(t))}
        dateRange
        expandable={{
          render: (row: TableRow) => (
            <ChangesView oldValues={row.old_values as Values} newValues={row.new_values as Values} />
          ),
        }}
        rowActions={(row) => (
          <RowActionButtons
            id={String(row.id)}
            actions={[
              {
                key: 'history',
                label: t('activity.history'),
                icon: <HistoryOutlined />,
                onClick: () =>
                  navigate(
                    `/activity-log/record-log/${encodeURIComponent(String(row.log_name))}/${encodeURIComponent(String(row.subject_id))}`,
                  ),
              },
            ]}
          />
        )}
      />
    </div>
  );
}
