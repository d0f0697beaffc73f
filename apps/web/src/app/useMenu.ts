import type { RouteDef } from '@bb/contracts';
import { useMemo } from 'react';
import { useCanOpen } from '../platform/auth/session';
import { screens } from './screens';
import { buildMenu, home, type MenuEntryModel } from './shell/menu';

/** The user's sidebar: the menu routes they may open that have a screen (shell/menu.ts's buildMenu). */
export function useMenu(): MenuEntryModel[] {
  const canOpen = useCanOpen();
  return useMemo(() => buildMenu((id) => screens[id] !== undefined, canOpen), [canOpen]);
}

/** The user's first screen (shell/menu.ts's `home`). */
export function useHome(): { href: string; route: RouteDef | undefined } {
  return home(useMenu());
}
