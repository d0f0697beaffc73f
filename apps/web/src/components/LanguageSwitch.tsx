import { GlobalOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../platform/i18n/languages';
import { useLanguage } from '../platform/i18n/useLanguage';

/**
 * English / کوردی / العربية; the menu labels are each language's own name. A small hand-made menu
 * instead of antd's Dropdown: this switch is on the sign-in page, and Dropdown brings Menu, Trigger and
 * Overflow into that bundle (web budget, docs/performance.md).
 */
export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { language, setLanguage } = useLanguage();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const current = LANGUAGES.find((l) => l.code === language) ?? LANGUAGES[0];

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onKey);
    box.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <span ref={box} style={{ position: 'relative', display: 'inline-block' }}>
      <Button
        type="text"
        size={size}
        icon={<GlobalOutlined />}
        aria-label={t('language')}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="language-switch"
        onClick={() => setOpen((o) => !o)}
      >
        <span lang={current.code}>{current.label}</span>
      </Button>
      {open && (
        <div
          role="menu"
          aria-label={t('language')}
          style={{
            position: 'absolute',
            insetBlockStart: '100%',
            insetInlineEnd: 0,
            zIndex: token.zIndexPopupBase + 50,
            minInlineSize: 140,
            padding: token.paddingXXS,
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          {LANGUAGES.map((l) => (
            <Button
              key={l.code}
              role="menuitem"
              aria-current={l.code === language}
              type={l.code === language ? 'link' : 'text'}
              block
              style={{ justifyContent: 'flex-start' }}
              onClick={() => {
                setOpen(false);
                void setLanguage(l.code);
              }}
            >
              <span lang={l.code}>{l.label}</span>
            </Button>
          ))}
        </div>
      )}
    </span>
  );
}
