import { LOOKUP_ABILITIES } from '@bb/contracts';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Result } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSpin } from '../components/FullPageSpin';
import { isApiError } from '../platform/api/api-error';
import { signOut } from '../platform/auth/session';
import {
  abilitiesQuery,
  baseDataQuery,
  currenciesQuery,
  hasApiConnectionQuery,
  settingsQuery,
  userQuery,
  usersQuery,
} from '../platform/auth/session-queries';
import { translateServerMessage } from '../platform/i18n/server-messages';
import { useInactivityLogout } from './useInactivityLogout';

/**
 * Start-up of a signed-in session (spec 4; language, direction and theme were restored before React
 * started, and the bearer token rides on every call): the user, abilities and settings must be loaded
 * before the app shows; the API-connection flag, users, currencies and base data load alongside without
 * holding it up (users only for a user whose screens list them). Real time starts in the shell, once the
 * app is shown.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  useInactivityLogout();

  const gating = useQueries({
    queries: [
      { ...userQuery, meta: { silent: true } },
      { ...abilitiesQuery, meta: { silent: true } },
      { ...settingsQuery, meta: { silent: true } },
    ],
  });

  useEffect(() => {
    void client.prefetchQuery(hasApiConnectionQuery);
    void client.prefetchQuery(currenciesQuery);
    void client.prefetchQuery(baseDataQuery);
  }, [client]);

  // the company's users only for those whose screens list them (the server answers others 403)
  const [user, abilities] = [gating[0].data, gating[1].data];
  const mayListUsers =
    user !== undefined &&
    abilities !== undefined &&
    (user.is_superuser || LOOKUP_ABILITIES.users.some((a) => abilities.includes(a)));
  useEffect(() => {
    if (mayListUsers) void client.prefetchQuery(usersQuery);
  }, [client, mayListUsers]);

  const failed = gating.find((q) => q.isError);
  if (failed) {
    const message = isApiError(failed.error) ? translateServerMessage(failed.error.message) : undefined;
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Result
          status="error"
          title={t('errors.loadSession')}
          subTitle={message}
          extra={[
            <Button
              key="retry"
              type="primary"
              onClick={() => {
                for (const q of gating) if (q.isError) void q.refetch();
              }}
            >
              {t('retry')}
            </Button>,
            <Button key="logout" onClick={() => void signOut(client)}>
              {t('logout')}
            </Button>,
          ]}
        />
      </Flex>
    );
  }
  if (gating.some((q) => q.data === undefined)) return <FullPageSpin />;
  return children;
}
