import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { NotificationCenter } from '../../features/notifications/NotificationCenter';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { screens } from '../screens';
import { IncomingPrescriptionsSlot, ProductStockSearchSlot, ResidencePosShortcut } from './TopBarSlots';
import { UserMenu } from './UserMenu';

/** The notification centre links only records whose list has a screen. */
const hasScreen = (routeId: string) => screens[routeId] !== undefined;

/** The top bar gets its shadow once the page is scrolled past this many pixels (spec 4). */
export const SHADOW_AFTER_PX = 120;

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(() => window.scrollY > px);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}

/**
 * The top bar (spec 2): the section title (the menu entry, then the screen), the product stock search
 * and residence POS slots, the notification bell and the user menu. Sticky; shadowed once scrolled.
 */
export function TopBar({ section, title }: { section?: string; title: string }) {
  const { token } = theme.useToken();
  const scrolled = useScrolledPast(SHADOW_AFTER_PX);
  // the chevron points from the section to the screen: left in right-to-left. The icon itself is chosen
  // (not a mirrored RightOutlined): the CSS flip was seen unapplied on some screens
  const Chevron = useLanguage().direction === 'rtl' ? LeftOutlined : RightOutlined;
  return (
    <header
      className="bb-topbar"
      data-testid="top-bar"
      data-scrolled={scrolled}
      style={{
        background: token.colorBgContainer,
        borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: scrolled ? token.boxShadowSecondary : 'none',
      }}
    >
      <Flex align="center" gap={8} style={{ minInlineSize: 0, flex: 1 }} data-testid="section-title">
        {section && section !== title ? (
          <>
            <Typography.Text type="secondary" className="bb-topbar-section">
              {section}
            </Typography.Text>
            <Chevron
              className="bb-topbar-section"
              data-testid="section-chevron"
              style={{ fontSize: 10, color: token.colorTextTertiary }}
            />
          </>
        ) : null}
        <Typography.Title level={4} ellipsis style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </Flex>
      <Flex align="center" gap={4} wrap={false}>
        <ProductStockSearchSlot />
        <ResidencePosShortcut />
        <IncomingPrescriptionsSlot />
        <NotificationCenter hasScreen={hasScreen} />
        <UserMenu />
      </Flex>
    </header>
  );
}
