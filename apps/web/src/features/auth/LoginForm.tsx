import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { loginRequest, MESSAGES } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api/api-error';
import { authenticate, startSession } from '../../platform/auth/session';
import { translateServerMessage } from '../../platform/i18n/server-messages';
import { notify } from '../../platform/notify';

interface LoginValues {
  username: string;
  password: string;
}

// Same limits as the server's schema, so an over-long entry is caught here in the user's language.
const USERNAME_MAX = loginRequest.shape.username.maxLength ?? 100;
const PASSWORD_MAX = loginRequest.shape.password.maxLength ?? 200;

/**
 * Username and password, both required. A refused sign-in (wrong password, disabled account, too many
 * tries) shows the server's message, translated, under both fields (spec 5) until either field changes.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const client = useQueryClient();
  const [form] = Form.useForm<LoginValues>();
  // the server's own text; translated at render so a language switch re-translates it
  const [serverError, setServerError] = useState<string>();

  const signIn = useMutation({
    meta: { silent: true },
    mutationFn: async ({ username, password }: LoginValues) => {
      const session = await authenticate(username.trim(), password);
      notify.success(t('welcome', { name: session.user.name }));
      startSession(client, session);
    },
    onError: (error) => {
      setServerError(isApiError(error) ? error.message : MESSAGES.serverError);
    },
  });

  const fieldStatus = serverError
    ? ({ validateStatus: 'error', help: translateServerMessage(serverError) } as const)
    : {};

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      data-testid="login-form"
      onFinish={(values) => {
        setServerError(undefined);
        signIn.mutate(values);
      }}
      onValuesChange={() => setServerError(undefined)}
    >
      <Form.Item
        name="username"
        label={t('username')}
        rules={[
          { required: true, whitespace: true, message: t('usernameRequired') },
          { max: USERNAME_MAX, message: t('usernameTooLong', { max: USERNAME_MAX }) },
        ]}
        {...fieldStatus}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('password')}
        rules={[
          { required: true, message: t('passwordRequired') },
          { max: PASSWORD_MAX, message: t('passwordTooLong', { max: PASSWORD_MAX }) },
        ]}
        {...fieldStatus}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Form.Item style={{ marginBlockEnd: 0 }}>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending} data-testid="sign-in">
          {t('signIn')}
        </Button>
      </Form.Item>
    </Form>
  );
}
