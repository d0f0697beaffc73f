import { MedicineBoxOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { type HTMLAttributes, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { playArrivalSound } from '../../components/dialogs';
import { hasApiConnectionQuery } from '../../platform/auth/session-queries';
import { API_CONNECTION_EVENT, onRealtimeEvent, RECONNECTED_EVENT } from '../../platform/realtime/realtime';
import { applyEvent, hospitalKeys, type IncomingList, incomingQuery, toEvent } from './api';

/** Prescription toast: 4 s (spec 9). */
export const PRESCRIPTION_TOAST_SECONDS = 4;

/**
 * The branch's incoming prescriptions, live (spec 4): the list is loaded once the company has an API
 * connection and follows every ApiConnectionEvent; a new prescription plays a sound and shows an info toast
 * for 4 s. After a reconnection the list is fetched again (events may have been missed).
 */
export function useIncomingPrescriptions(): IncomingList | undefined {
  const client = useQueryClient();
  const { notification } = App.useApp();
  const { t } = useTranslation('hospital');
  const connected = useQuery(hasApiConnectionQuery).data === true;
  const list = useQuery({ ...incomingQuery, enabled: connected });

  useEffect(() => {
    if (!connected) return;
    const stop = onRealtimeEvent(API_CONNECTION_EVENT, (payload) => {
      const event = toEvent(payload);
      if (!event) return;
      client.setQueryData<IncomingList>(hospitalKeys.incoming, (old) => applyEvent(old, event));
      if (event.type !== 'add') return;
      playArrivalSound();
      notification.info({
        key: `prescription-${event.detail.id}`,
        title: t('toast.title', { referrer: event.detail.api_connection.name }),
        description: t('toast.patient', { patient: event.detail.meta.patient.fullname }),
        icon: <MedicineBoxOutlined />,
        duration: PRESCRIPTION_TOAST_SECONDS,
        props: { 'data-testid': 'prescription-toast' } as HTMLAttributes<HTMLDivElement>,
      });
    });
    const stopReconnected = onRealtimeEvent(RECONNECTED_EVENT, () => {
      void client.invalidateQueries({ queryKey: hospitalKeys.incoming });
    });
    return () => {
      stop();
      stopReconnected();
    };
  }, [client, connected, notification, t]);

  return connected ? list.data : undefined;
}
