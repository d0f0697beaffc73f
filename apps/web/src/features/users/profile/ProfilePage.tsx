import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type AuthUser, changePasswordInput, profileInput, userEndpoints } from '@bb/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Descriptions, Form, type FormInstance, Input, Row, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { BranchTypeTag } from '../../../components/BranchTypeTag';
import { zodRules } from '../../../components/form/schema-form';
import { applyServerErrors } from '../../../components/form/server-errors';
import { looseT } from '../../../components/loose-t';
import { routeTitle } from '../../../components/route-title';
import { ApiError, isApiError } from '../../../platform/api/api-error';
import { call } from '../../../platform/api/call';
import { useAuthUser } from '../../../platform/auth/session';
import { userQuery } from '../../../platform/auth/session-queries';
import { isLanguage, LANGUAGES, type Language } from '../../../platform/i18n/languages';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { usePageTitle } from '../../../platform/usePageTitle';

/**
 * The one server message of these forms that neither the server catalogue nor the shared validation
 * wording covers; the rest is worded by components/form/server-errors.
 */
const INCORRECT_PASSWORD = 'The current password is incorrect.';

interface DetailsValues {
  name: string;
  language: Language;
}
interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/**
 * /profile (no ability needed): the user's own name and interface language, and a password change that
 * asks for the current password. Fields are checked with the server's own schemas (contracts/users.ts),
 * and the server's 422 messages appear under their fields.
 */
export default function ProfilePage() {
  const { i18n } = useTranslation('profile');
  const { t: tc } = useTranslation();
  usePageTitle(routeTitle(tc, 'profile'));
  const user = useAuthUser();

  return (
    <div data-testid="profile">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <DetailsCard user={user} key={`${user.id}-${i18n.language}`} />
        </Col>
        <Col xs={24} xl={12}>
          <PasswordCard />
        </Col>
        <Col xs={24}>
          <AccountCard user={user} />
        </Col>
      </Row>
    </div>
  );
}

/**
 * A failed save: 422 field messages under their fields (in the user's language), anything else in the
 * error notification, through the shared form helper.
 */
function useSaveErrors(form: FormInstance, fields: readonly string[], labels: Record<string, string>) {
  const { t } = useTranslation('profile');
  return (error: unknown) => {
    const own = isApiError(error)
      ? new ApiError(
          error.status,
          error.message,
          Object.fromEntries(
            Object.entries(error.errors).map(([field, messages]) => [
              field,
              messages.map((m) => (m === INCORRECT_PASSWORD ? t('password.incorrect') : m)),
            ]),
          ),
        )
      : error;
    applyServerErrors(form, own, fields, (key) => labels[key] ?? key, looseT(t));
  };
}

function DetailsCard({ user }: { user: AuthUser }) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const client = useQueryClient();
  const { language, setLanguage } = useLanguage();
  const [form] = Form.useForm<DetailsValues>();
  const saveErrors = useSaveErrors(form, ['name', 'language'], { name: t('name'), language: t('language') });

  const save = useMutation({
    mutationFn: (values: DetailsValues) => call(userEndpoints.updateProfile, { body: values }),
    meta: { silent: true },
    onSuccess: async (saved, values) => {
      client.setQueryData<AuthUser>(userQuery.queryKey, (old) =>
        old
          ? { ...old, name: saved?.name ?? values.name, language: saved?.language ?? values.language }
          : old,
      );
      if (values.language !== language) await setLanguage(values.language);
      message.success(t('saved'));
    },
    onError: saveErrors,
  });

  return (
    <Card
      title={
        <>
          <UserOutlined style={{ marginInlineEnd: 8 }} />
          {t('details')}
        </>
      }
    >
      <Form<DetailsValues>
        form={form}
        layout="vertical"
        initialValues={{ name: user.name, language: isLanguage(language) ? language : 'en' }}
        onFinish={(values) => save.mutate({ name: values.name.trim(), language: values.language })}
        data-testid="profile-details"
      >
        <Form.Item
          name="name"
          label={t('name')}
          rules={zodRules(profileInput.shape.name, t('name'), looseT(t))}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="language" label={t('language')} rules={[{ required: true }]}>
          <Select
            options={LANGUAGES.map((l) => ({ value: l.code, label: <span lang={l.code}>{l.label}</span> }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="profile-save">
          {t('save')}
        </Button>
      </Form>
    </Card>
  );
}

function PasswordCard() {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const saveErrors = useSaveErrors(form, ['current_password', 'password', 'password_confirmation'], {
    current_password: t('password.current'),
    password: t('password.new'),
    password_confirmation: t('password.confirmation'),
  });

  const change = useMutation({
    mutationFn: (values: PasswordValues) => call(userEndpoints.changePassword, { body: values }),
    meta: { silent: true },
    onSuccess: () => {
      form.resetFields();
      message.success(t('password.changed'));
    },
    onError: saveErrors,
  });

  return (
    <Card
      title={
        <>
          <LockOutlined style={{ marginInlineEnd: 8 }} />
          {t('password.title')}
        </>
      }
    >
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        onFinish={(values) => change.mutate(values)}
        data-testid="profile-password"
      >
        <Form.Item
          name="current_password"
          label={t('password.current')}
          rules={zodRules(changePasswordInput.shape.current_password, t('password.current'), looseT(t))}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('password.new')}
          rules={zodRules(changePasswordInput.shape.password, t('password.new'), looseT(t))}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t('password.confirmation')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('password.confirmationRequired') },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="password-save">
          {t('password.submit')}
        </Button>
      </Form>
    </Card>
  );
}

function AccountCard({ user }: { user: AuthUser }) {
  const { t } = useTranslation('profile');
  return (
    <Card title={t('account')}>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'username', label: t('username'), children: <bdi>{user.username}</bdi> },
          {
            key: 'roles',
            label: t('roles'),
            children: user.is_superuser ? (
              <Tag color="gold">{t('superuser')}</Tag>
            ) : user.roles.length > 0 ? (
              user.roles.map((r) => <Tag key={r}>{r}</Tag>)
            ) : (
              t('noRoles')
            ),
          },
          {
            key: 'branch',
            label: t('defaultBranch'),
            children: user.default_branch ? (
              <>
                {user.default_branch.name} <BranchTypeTag type={user.default_branch.type} />
              </>
            ) : (
              '—'
            ),
          },
          {
            key: 'branches',
            label: t('branches'),
            children: user.connected_inventories.map((b) => <Tag key={b.id}>{b.name}</Tag>),
          },
        ]}
      />
    </Card>
  );
}
