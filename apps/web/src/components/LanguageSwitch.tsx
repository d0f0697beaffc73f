import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../platform/i18n/languages';
import { useLanguage } from '../platform/i18n/useLanguage';

/** English / کوردی / العربية; the menu labels are each language's own name. */
export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const current = LANGUAGES.find((l) => l.code === language) ?? LANGUAGES[0];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((l) => ({ key: l.code, label: <span lang={l.code}>{l.label}</span> })),
        onClick: ({ key }) => {
          const next = LANGUAGES.find((l) => l.code === key);
          if (next) void setLanguage(next.code);
        },
      }}
    >
      <Button
        type="text"
        size={size}
        icon={<GlobalOutlined />}
        aria-label={t('language')}
        data-testid="language-switch"
      >
        <span lang={current.code}>{current.label}</span>
      </Button>
    </Dropdown>
  );
}
