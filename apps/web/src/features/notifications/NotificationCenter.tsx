import {
  BellOutlined,
  CheckOutlined,
  DeleteOutlined,
  EditOutlined,
  ExportOutlined,
  PlusCircleOutlined,
} from '@ant-design/icons';
import type { RouteDef } from '@bb/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, Flex, Popover, Spin, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanOpen } from '../../platform/auth/session';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { realtimeStatus } from '../../platform/realtime/realtime';
import { useStore } from '../../platform/store';
import {
  applyAllSeen,
  applySeen,
  markAllSeen,
  markSeen,
  type NotificationRow,
  notificationsQuery,
  PAGE_STEP,
} from './api';
import { jumpFor, openJump } from './jump';
import {
  hasNotificationDescription,
  NotificationDescription,
  NotificationTitle,
  useNotificationText,
} from './MessageText';

const typeIcons: Record<NotificationRow['type'], typeof EditOutlined> = {
  'notify.create': PlusCircleOutlined,
  'notify.edit': EditOutlined,
  'notify.delete': DeleteOutlined,
};

/** Whether a route id has a screen: the shell's screen registry, passed down (features sit below app/). */
export type HasScreen = (routeId: string) => boolean;

/** Where a notification's record can be opened: it has a screen and the user may open it. */
export function useJumpAvailability(hasScreen: HasScreen): (route: RouteDef) => boolean {
  const canOpen = useCanOpen();
  return useCallback((route: RouteDef) => hasScreen(route.id) && canOpen(route), [hasScreen, canOpen]);
}

/**
 * The bell with the unseen count and the notification centre it opens (spec 2): newest first, 10 more per
 * Load more, Mark all as seen; clicking one marks it seen and, for the record types of the jump rule,
 * opens the record's list in a new tab filtered to it.
 */
export function NotificationCenter({ hasScreen }: { hasScreen: HasScreen }) {
  const { t } = useTranslation('notifications');
  const { direction } = useLanguage();
  const [open, setOpen] = useState(false);
  const [perPage, setPerPage] = useState(PAGE_STEP);
  const query = useQuery({ ...notificationsQuery(perPage), placeholderData: keepPreviousData });
  const unseen = query.data?.un_seen_count ?? 0;
  const live = useStore(realtimeStatus);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void query.refetch();
    else setPerPage(PAGE_STEP);
  };

  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={onOpenChange}
      placement={direction === 'rtl' ? 'bottomLeft' : 'bottomRight'}
      arrow={false}
      styles={{ container: { padding: 0 } }}
      content={
        <NotificationPanel
          hasScreen={hasScreen}
          page={query.data}
          loading={query.isFetching}
          failed={query.isError && !query.data}
          perPage={perPage}
          onLoadMore={() => setPerPage((n) => n + PAGE_STEP)}
          onJumped={() => setOpen(false)}
        />
      }
    >
      <Badge count={unseen} size="small" overflowCount={99} offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined style={{ fontSize: 18 }} />}
          aria-label={unseen > 0 ? `${t('title')} (${t('unseen', { count: unseen })})` : t('title')}
          data-testid="notification-bell"
          data-unseen={unseen}
          data-realtime={live}
        />
      </Badge>
    </Popover>
  );
}

interface PanelProps {
  page: { data: NotificationRow[]; un_seen_count: number } | undefined;
  loading: boolean;
  failed: boolean;
  perPage: number;
  onLoadMore: () => void;
  onJumped: () => void;
  hasScreen: HasScreen;
}

export function NotificationPanel({
  page,
  loading,
  failed,
  perPage,
  onLoadMore,
  onJumped,
  hasScreen,
}: PanelProps) {
  const { t } = useTranslation('notifications');
  const { token } = theme.useToken();
  const client = useQueryClient();
  const available = useJumpAvailability(hasScreen);

  const seen = useMutation({
    mutationFn: markSeen,
    onSuccess: (_data, id) => applySeen(client, id),
  });
  const allSeen = useMutation({
    mutationFn: markAllSeen,
    onSuccess: () => applyAllSeen(client),
  });

  const choose = (row: NotificationRow) => {
    // opened inside the click, or the browser blocks the new tab
    const jump = jumpFor(row, available);
    if (jump) {
      openJump(jump);
      onJumped();
    }
    if (!row.is_seen) seen.mutate(row.id);
  };

  const rows = page?.data ?? [];
  const unseen = page?.un_seen_count ?? 0;
  // the server answers at most per_page rows: a full page means there may be more
  const mayHaveMore = rows.length >= perPage;

  return (
    <section
      style={{ inlineSize: 380, maxInlineSize: 'calc(100vw - 24px)' }}
      data-testid="notification-centre"
      aria-label={t('title')}
    >
      <Flex
        align="center"
        justify="space-between"
        gap={8}
        style={{
          paddingBlock: 10,
          paddingInline: 16,
          borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Typography.Text strong>
          {t('title')}
          {unseen > 0 ? (
            <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontWeight: 'normal' }}>
              {t('unseen', { count: unseen })}
            </Typography.Text>
          ) : null}
        </Typography.Text>
        <Button
          size="small"
          type="link"
          icon={<CheckOutlined />}
          disabled={unseen === 0}
          loading={allSeen.isPending}
          onClick={() => allSeen.mutate()}
          data-testid="notifications-mark-all"
        >
          {t('markAllSeen')}
        </Button>
      </Flex>

      <div style={{ maxBlockSize: 420, overflowY: 'auto' }}>
        {failed ? (
          <Typography.Paragraph type="danger" style={{ padding: 16, margin: 0 }}>
            {t('loadFailed')}
          </Typography.Paragraph>
        ) : rows.length === 0 ? (
          loading ? (
            <Flex justify="center" style={{ padding: 24 }}>
              <Spin />
            </Flex>
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('empty')}
              style={{ paddingBlock: 16 }}
            />
          )
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {rows.map((row) => (
              <NotificationItem key={row.id} row={row} linked={!!jumpFor(row, available)} onChoose={choose} />
            ))}
          </ul>
        )}
      </div>

      {mayHaveMore ? (
        <Flex
          justify="center"
          style={{ padding: 8, borderBlockStart: `1px solid ${token.colorBorderSecondary}` }}
        >
          <Button type="link" loading={loading} onClick={onLoadMore} data-testid="notifications-load-more">
            {t('loadMore')}
          </Button>
        </Flex>
      ) : null}
    </section>
  );
}

function NotificationItem({
  row,
  linked,
  onChoose,
}: {
  row: NotificationRow;
  linked: boolean;
  onChoose: (row: NotificationRow) => void;
}) {
  const { t } = useTranslation('notifications');
  const { token } = theme.useToken();
  const text = useNotificationText()(row);
  const Icon = typeIcons[row.type] ?? EditOutlined;
  const iconColor =
    row.type === 'notify.create'
      ? token.colorSuccess
      : row.type === 'notify.delete'
        ? token.colorError
        : token.colorPrimary;

  return (
    <li style={{ borderBlockEnd: `1px solid ${token.colorSplit}` }}>
      <button
        type="button"
        className="bb-notification"
        data-testid="notification-item"
        data-seen={row.is_seen}
        title={linked ? t('opensInNewTab') : undefined}
        aria-label={`${text.title}. ${text.description}`}
        onClick={() => onChoose(row)}
        style={{
          display: 'flex',
          gap: 10,
          inlineSize: '100%',
          paddingBlock: 10,
          paddingInline: 16,
          border: 'none',
          font: 'inherit',
          color: 'inherit',
          textAlign: 'start',
          cursor: 'pointer',
          background: row.is_seen ? 'transparent' : token.colorPrimaryBg,
        }}
      >
        <Icon style={{ color: iconColor, fontSize: 16, marginBlockStart: 3 }} aria-hidden />
        <span style={{ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column' }}>
          <span style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <Typography.Text strong={!row.is_seen} ellipsis style={{ flex: 1 }}>
              <NotificationTitle row={row} />
            </Typography.Text>
            {linked ? (
              <ExportOutlined className="bb-flip-rtl" style={{ color: token.colorTextTertiary }} />
            ) : null}
            {row.is_seen ? null : <Badge status="processing" aria-label={t('unseenOne')} />}
          </span>
          {hasNotificationDescription(row) ? (
            <span style={{ color: token.colorTextSecondary, overflowWrap: 'anywhere' }}>
              <NotificationDescription row={row} />
            </span>
          ) : null}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.causer?.name ?? t('system')} · <bdi>{dayjs(row.created_at).format('DD/MM/YYYY HH:mm')}</bdi>
          </Typography.Text>
        </span>
      </button>
    </li>
  );
}
