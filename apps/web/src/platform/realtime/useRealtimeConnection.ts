import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthUser, useCan } from '../auth/session';
import { hasApiConnectionQuery } from '../auth/session-queries';
import { tokenStore } from '../auth/token-store';
import { useStore } from '../store';
import { apiConnectionChannel, connectRealtime, notificationChannel } from './realtime';

/**
 * Real time for the signed-in session (spec 4: it starts once the app is shown): the user's notification
 * channel always, and the api_connection channel of each connected branch when the company has an API
 * connection (prescription events) or the user may open the dashboard (its "sales changed" signal).
 * Disconnects when the session ends.
 */
export function useRealtimeConnection(): void {
  const token = useStore(tokenStore);
  const user = useAuthUser();
  const can = useCan();
  const apiConnection = useQuery(hasApiConnectionQuery);
  const flagKnown = apiConnection.isSuccess || apiConnection.isError;

  const channels = [notificationChannel(user.tenant_id, user.id)];
  if (apiConnection.data === true || can('dashboard_list')) {
    for (const branch of user.connected_inventories)
      channels.push(apiConnectionChannel(user.tenant_id, branch.id));
  }
  const channelList = channels.join(' ');

  useEffect(() => {
    if (!token || !flagKnown) return;
    const connection = connectRealtime({ token, channels: channelList.split(' ') });
    return () => connection.disconnect();
  }, [token, flagKnown, channelList]);
}
