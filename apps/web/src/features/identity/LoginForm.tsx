import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_LIMITS, MESSAGES } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api/api-error';
import { translateServerMessage } from '../../platform/i18n/server-messages';
import { notify } from '../../platform/notify';
import { LoginField } from './LoginField';

/**
 * The sign-in call and the session it starts, with the declared endpoints and their schemas (zod) behind
 * them: not part of the page's first download (web budget, docs/performance.md). Fetched as soon as the user
 * starts typing, so it is there by the time they press Sign in; a submit before then waits for it.
 */
const loadSession = () => import('../../platform/auth/session');

type FieldName = 'username' | 'password';
// Fixed ids (one sign-in form per page): password managers and the browser journeys find the fields by them.
const IDS: Record<FieldName, string> = { username: 'username', password: 'password' };
type Values = Record<FieldName, string>;

/** The client-side rules, with the server schema's limits, so a bad entry is caught in the user's language. */
function fieldErrors(values: Values, t: TFunction<'auth'>): Partial<Values> {
  const errors: Partial<Values> = {};
  if (values.username.trim() === '') errors.username = t('usernameRequired');
  else if (values.username.length > LOGIN_LIMITS.username)
    errors.username = t('usernameTooLong', { max: LOGIN_LIMITS.username });
  if (values.password === '') errors.password = t('passwordRequired');
  else if (values.password.length > LOGIN_LIMITS.password)
    errors.password = t('passwordTooLong', { max: LOGIN_LIMITS.password });
  return errors;
}

/**
 * Username and password, both required. A refused sign-in (wrong password, disabled account, too many
 * tries) shows the server's message, translated, under both fields (spec 5) until either field changes.
 * A plain form rather than antd's Form: the sign-in page is the first download, and Form brings its
 * validator, Tooltip and grid along (web budget, docs/performance.md).
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const client = useQueryClient();
  const [values, setValues] = useState<Values>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [submitted, setSubmitted] = useState(false);
  // the server's own text; translated at render so a language switch re-translates it
  const [serverError, setServerError] = useState<string>();

  const signIn = useMutation({
    meta: { silent: true },
    mutationFn: async ({ username, password }: Values) => {
      const { authenticate, startSession } = await loadSession();
      const session = await authenticate(username.trim(), password);
      notify.success(t('welcome', { name: session.user.name }));
      startSession(client, session);
    },
    onError: (error) => {
      setServerError(isApiError(error) ? error.message : MESSAGES.serverError);
    },
  });

  const change = (name: FieldName, value: string) => {
    void loadSession();
    const next = { ...values, [name]: value };
    setValues(next);
    setServerError(undefined);
    // like a form library: re-check as the user types once a submit has shown the rules
    if (submitted) setErrors(fieldErrors(next, t));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = fieldErrors(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setServerError(undefined);
    signIn.mutate(values);
  };

  const server = serverError ? translateServerMessage(serverError) : undefined;
  const errorOf = (name: FieldName) => errors[name] ?? server;

  return (
    <form noValidate onSubmit={submit} data-testid="login-form">
      <LoginField id={IDS.username} label={t('username')} error={errorOf('username')}>
        <Input
          id={IDS.username}
          size="large"
          value={values.username}
          onChange={(e) => change('username', e.target.value)}
          status={errorOf('username') ? 'error' : undefined}
          aria-invalid={Boolean(errorOf('username'))}
          aria-describedby={errorOf('username') ? 'username-error' : undefined}
          prefix={<UserOutlined />}
          autoComplete="username"
          autoFocus
          spellCheck={false}
        />
      </LoginField>
      <LoginField id={IDS.password} label={t('password')} error={errorOf('password')}>
        <Input.Password
          id={IDS.password}
          size="large"
          value={values.password}
          onChange={(e) => change('password', e.target.value)}
          status={errorOf('password') ? 'error' : undefined}
          aria-invalid={Boolean(errorOf('password'))}
          aria-describedby={errorOf('password') ? 'password-error' : undefined}
          prefix={<LockOutlined />}
          autoComplete="current-password"
        />
      </LoginField>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={signIn.isPending}
        data-testid="sign-in"
      >
        {t('signIn')}
      </Button>
    </form>
  );
}
