import { App } from 'antd';
import { useEffect } from 'react';
import { setNotifier } from '../platform/notify';

/** Hands antd's context-aware message and notification instances to platform/notify. */
export function NotifierBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => {
    setNotifier({ message, notification });
    return () => setNotifier(undefined);
  }, [message, notification]);
  return null;
}
