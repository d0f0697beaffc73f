import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';

/**
 * Toasts from outside React (the query client's error handler, sign-in). The antd App component provides
 * theme- and direction-aware `message` and `notification` instances; app/NotifierBridge hands them here.
 * Durations follow the spec: default toast 3 s, HTTP errors 5 s.
 */
let instances: { message: MessageInstance; notification: NotificationInstance } | undefined;

export function setNotifier(next: typeof instances): void {
  instances = next;
}

export const TOAST_SECONDS = 3;
export const ERROR_TOAST_SECONDS = 5;

export const notify = {
  success(title: ReactNode, description?: ReactNode): void {
    instances?.notification.success({ title, description, duration: TOAST_SECONDS });
  },
  /** One error message (a toast). */
  error(text: ReactNode): void {
    instances?.message.error(text, ERROR_TOAST_SECONDS);
  },
  /** Several messages as a list in an error notification. */
  errorList(title: ReactNode, messages: ReactNode): void {
    instances?.notification.error({ title, description: messages, duration: ERROR_TOAST_SECONDS });
  },
};
