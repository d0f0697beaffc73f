import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isIdle } from '../platform/auth/activity';
import { signOut } from '../platform/auth/session';

const CHECK_EVERY_MS = 60_000;

/** Signs out after 179 minutes without any API call (the spec's inactivity counter), checked each minute. */
export function useInactivityLogout(): void {
  const client = useQueryClient();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (isIdle()) void signOut(client);
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [client]);
}
