import { theme } from 'antd';
import type { ReactNode } from 'react';

/** One labelled sign-in field with its error line underneath (`#<id>-error`, announced as an alert). */
export function LoginField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div data-field={id} style={{ marginBlockEnd: token.marginLG }}>
      <label
        htmlFor={id}
        style={{ display: 'block', paddingBlockEnd: token.paddingXS, color: token.colorText }}
      >
        {label}
      </label>
      {children}
      {error && (
        <div
          id={`${id}-error`}
          role="alert"
          data-testid={`${id}-error`}
          style={{ color: token.colorError, marginBlockStart: token.marginXXS, fontSize: token.fontSize }}
        >
          {error}
        </div>
      )}
    </div>
  );
}
