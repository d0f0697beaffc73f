import { Button, Flex, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A failed lazy import: after a new deployment the old build's chunks are gone (spec 8: chunk-load error). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

function Fallback({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Result
        status={chunk ? 'info' : 'error'}
        title={chunk ? t('errors.chunkTitle') : t('errors.unexpectedTitle')}
        subTitle={chunk ? t('errors.chunkSubtitle') : t('errors.unexpectedSubtitle')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('reload')}
          </Button>
        }
      />
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
    console.error(error, info.componentStack);
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
