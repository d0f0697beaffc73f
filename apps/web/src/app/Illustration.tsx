import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

/** Teeth of a gear centred at (cx, cy). */
function Gear({ cx, cy, r, fill, hole }: { cx: number; cy: number; r: number; fill: string; hole: string }) {
  const teeth = Array.from({ length: 10 }, (_, i) => i * 36);
  return (
    <g>
      {teeth.map((angle) => (
        <rect
          key={angle}
          x={cx - r * 0.16}
          y={cy - r * 1.22}
          width={r * 0.32}
          height={r * 0.5}
          rx={r * 0.06}
          fill={fill}
          transform={`rotate(${angle} ${cx} ${cy})`}
        />
      ))}
      <circle cx={cx} cy={cy} r={r} fill={fill} />
      <circle cx={cx} cy={cy} r={r * 0.42} fill={hole} />
    </g>
  );
}

/** A shelf unit with boxes: the stockroom both pictures are set in. */
function Shelves({ x, stroke, box, boxDark }: { x: number; stroke: string; box: string; boxDark: string }) {
  return (
    <g>
      <rect x={x} y={40} width={150} height={190} rx={4} fill="none" stroke={stroke} strokeWidth={4} />
      {[100, 160].map((y) => (
        <line key={y} x1={x} y1={y} x2={x + 150} y2={y} stroke={stroke} strokeWidth={4} />
      ))}
      <rect x={x + 14} y={62} width={40} height={38} rx={3} fill={box} />
      <rect x={x + 60} y={74} width={32} height={26} rx={3} fill={boxDark} />
      <rect x={x + 100} y={56} width={38} height={44} rx={3} fill={box} />
      <rect x={x + 18} y={126} width={54} height={34} rx={3} fill={boxDark} />
      <rect x={x + 84} y={132} width={50} height={28} rx={3} fill={box} />
      <rect x={x + 14} y={190} width={36} height={40} rx={3} fill={box} />
      <rect x={x + 58} y={182} width={44} height={48} rx={3} fill={boxDark} />
    </g>
  );
}

/**
 * The full-width pictures of the not-found and maintenance screens (spec 2), drawn inline in the
 * theme's colours so they follow light and dark mode and need no image file.
 */
export function Illustration({ kind, label }: { kind: 'not-found' | 'maintenance'; label: string }) {
  const { token } = theme.useToken();
  const line = token.colorBorder;
  const box = token.colorPrimaryBg;
  const boxDark = token.colorPrimaryBorder;
  return (
    <svg
      viewBox="0 0 800 260"
      role="img"
      aria-label={label}
      style={{ inlineSize: '100%', blockSize: 'auto', maxBlockSize: '42vh', display: 'block' }}
      data-testid={`illustration-${kind}`}
    >
      <line x1={20} y1={232} x2={780} y2={232} stroke={line} strokeWidth={4} strokeLinecap="round" />
      <Shelves x={30} stroke={line} box={box} boxDark={boxDark} />
      <Shelves x={620} stroke={line} box={box} boxDark={boxDark} />
      {kind === 'not-found' ? (
        <g>
          <text
            x={350}
            y={180}
            textAnchor="middle"
            fontSize={132}
            fontWeight={700}
            fontFamily="system-ui, sans-serif"
            fill={token.colorPrimary}
            opacity={0.9}
            direction="ltr"
          >
            404
          </text>
          <circle
            cx={548}
            cy={128}
            r={36}
            fill={token.colorPrimaryBg}
            stroke={token.colorTextSecondary}
            strokeWidth={9}
          />
          <line
            x1={574}
            y1={154}
            x2={606}
            y2={186}
            stroke={token.colorTextSecondary}
            strokeWidth={16}
            strokeLinecap="round"
          />
        </g>
      ) : (
        <g>
          <Gear cx={340} cy={120} r={52} fill={token.colorPrimary} hole={token.colorBgContainer} />
          <Gear cx={432} cy={170} r={32} fill={token.colorWarning} hole={token.colorBgContainer} />
          <path d="M 524 150 L 558 232 L 490 232 Z" fill={token.colorWarning} />
          <path d="M 512 180 L 536 180 L 540 190 L 508 190 Z" fill={token.colorBgContainer} />
          <path d="M 502 204 L 546 204 L 550 214 L 498 214 Z" fill={token.colorBgContainer} />
          <rect x={480} y={228} width={88} height={8} rx={3} fill={token.colorWarning} />
        </g>
      )}
    </svg>
  );
}

/** A page of the not-found or maintenance kind: the picture full width, then the words and a way out. */
export function IllustratedPage({
  kind,
  title,
  subtitle,
  extra,
  testId,
}: {
  kind: 'not-found' | 'maintenance';
  title: string;
  subtitle: string;
  extra?: ReactNode;
  testId: string;
}) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={16} data-testid={testId} style={{ inlineSize: '100%' }}>
      <Illustration kind={kind} label={title} />
      <div style={{ textAlign: 'center', maxInlineSize: 560 }}>
        <div style={{ fontSize: token.fontSizeHeading3, fontWeight: 600, color: token.colorText }}>
          {title}
        </div>
        <div style={{ color: token.colorTextSecondary, marginBlockStart: 8 }}>{subtitle}</div>
      </div>
      {extra}
    </Flex>
  );
}
