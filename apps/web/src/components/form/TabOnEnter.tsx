import type { CSSProperties, ReactNode } from 'react';
import { handleTabOnEnter } from './tab-on-enter';

/** Wraps a form area so Enter moves to the next field (see tab-on-enter.ts). */
export function TabOnEnter({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the key handler only moves focus between the fields inside
    <div className="tab-on-enter" onKeyDown={handleTabOnEnter} style={style}>
      {children}
    </div>
  );
}
