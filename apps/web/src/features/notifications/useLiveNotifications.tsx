import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { type HTMLAttributes, useEffect } from 'react';
import { sessionKeys } from '../../platform/auth/session-queries';
import { NOTIFICATION_EVENT, onRealtimeEvent, RECONNECTED_EVENT } from '../../platform/realtime/realtime';
import { addPushed, notificationKeys, toNotificationRow } from './api';
import { normaliseModelType } from './jump';
import { hasNotificationDescription, NotificationDescription, NotificationTitle } from './MessageText';

/** New-notification toast: 4 s (spec 9). */
export const NOTIFICATION_TOAST_SECONDS = 4;

/** Record types whose change alters what the signed-in user may do. */
const ACCESS_MODELS = new Set(['user', 'role']);

/**
 * A NotificationEvent from the socket: the unseen count rises, the notification heads the centre's list,
 * and a toast shows for 4 s. A change to the user's own roles also reloads the abilities, so the menu
 * follows at once. After a reconnection the list is fetched again (events may have been missed).
 */
export function useLiveNotifications(): void {
  const client = useQueryClient();
  const { notification } = App.useApp();

  useEffect(() => {
    const stopEvents = onRealtimeEvent(NOTIFICATION_EVENT, (payload) => {
      const row = toNotificationRow(payload);
      if (!row) return;
      addPushed(client, row);
      notification.info({
        key: `notification-${row.id}`,
        // components, so the toast follows the language the reader has at the time
        title: <NotificationTitle row={row} />,
        description: hasNotificationDescription(row) ? <NotificationDescription row={row} /> : undefined,
        icon: <BellOutlined />,
        duration: NOTIFICATION_TOAST_SECONDS,
        props: { 'data-testid': 'notification-toast' } as HTMLAttributes<HTMLDivElement>,
      });
      if (row.model_type && ACCESS_MODELS.has(normaliseModelType(row.model_type))) {
        void client.invalidateQueries({ queryKey: sessionKeys.abilities });
        void client.invalidateQueries({ queryKey: sessionKeys.user });
      }
    });
    const stopReconnected = onRealtimeEvent(RECONNECTED_EVENT, () => {
      void client.invalidateQueries({ queryKey: notificationKeys.all });
    });
    return () => {
      stopEvents();
      stopReconnected();
    };
  }, [client, notification]);
}
