import { CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadPage } from './useLeaveWarning';

/**
 * The spec's chunk-load error kinds (section 8): a script chunk that timed out (120 s, see lazy-screen.ts),
 * is missing (after a new deployment the old build's chunks are gone) or failed otherwise, or a style
 * chunk that could not be loaded. Undefined for any other error.
 */
export type ChunkLoadKind = 'timeout' | 'missing' | 'other' | 'style';

export function chunkLoadKind(error: unknown): ChunkLoadKind | undefined {
  if (!(error instanceof Error)) return undefined;
  if (/Unable to preload CSS|CSS chunk/i.test(error.message)) return 'style';
  if (error.name === 'ChunkLoadError' && /timed out|timeout/i.test(error.message)) return 'timeout';
  if (
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  )
    return 'missing';
  if (error.name === 'ChunkLoadError') return 'other';
  return undefined;
}

export function isChunkLoadError(error: unknown): boolean {
  return chunkLoadKind(error) !== undefined;
}

function Fallback({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const kind = chunkLoadKind(error);
  const subtitle =
    kind === 'timeout'
      ? t('errors.chunkTimeout')
      : kind === 'style'
        ? t('errors.chunkStyle')
        : kind === 'other'
          ? t('errors.chunkOther')
          : kind === 'missing'
            ? t('errors.chunkSubtitle')
            : t('errors.unexpectedSubtitle');
  const { token } = theme.useToken();
  const title =
    kind === 'missing'
      ? t('errors.chunkTitle')
      : kind
        ? t('errors.chunkFailedTitle')
        : t('errors.unexpectedTitle');
  // Drawn by hand rather than with antd's Result: this boundary is part of the sign-in bundle, and
  // Result brings its large status illustrations along (web budget, docs/performance.md).
  const Icon = kind ? InfoCircleFilled : CloseCircleFilled;
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh', padding: token.paddingLG }}>
      <Flex
        vertical
        align="center"
        gap={token.marginSM}
        role="alert"
        data-testid={kind ? `chunk-error-${kind}` : 'page-error'}
      >
        <Icon style={{ fontSize: 64, color: kind ? token.colorInfo : token.colorError }} />
        <h2 style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>
          {title}
        </h2>
        <div style={{ color: token.colorTextDescription, textAlign: 'center' }}>{subtitle}</div>
        <Button type="primary" onClick={reloadPage} style={{ marginBlockStart: token.marginSM }}>
          {t('reload')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** Keeps a crash (or a chunk missing after a deployment) inside the page area, with a way out. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const kind = chunkLoadKind(error);
    // reported with its kind, so a log collector can tell a deployment from a bug
    if (kind) console.error(`Chunk-load error (${kind})`, error);
    else console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey?: string }): void {
    // moving to another page leaves the crashed one behind
    if (this.state.error !== undefined && previous.resetKey !== this.props.resetKey)
      this.setState({ error: undefined });
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <Fallback error={this.state.error} />;
  }
}
