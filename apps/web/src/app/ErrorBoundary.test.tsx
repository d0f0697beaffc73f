import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, isChunkLoadError } from './ErrorBoundary';

function Broken({ error }: { error: Error }): never {
  throw error;
}

describe('error boundary', () => {
  it('recognises a chunk that failed to load after a deployment', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('shows an update notice for a missing chunk and an error notice otherwise, with Reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chunk = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const { unmount } = render(
      <ErrorBoundary>
        <Broken error={chunk} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('BranchBook was updated')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    unmount();

    render(
      <ErrorBoundary>
        <Broken error={new Error('boom')} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeTruthy();
  });
});

describe('chunk-load error kinds', () => {
  it('tells a timed-out, missing, style and other chunk apart', async () => {
    const { ChunkTimeoutError } = await import('../components/lazy-screen');
    const { chunkLoadKind } = await import('./ErrorBoundary');
    expect(chunkLoadKind(new ChunkTimeoutError())).toBe('timeout');
    expect(chunkLoadKind(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      'missing',
    );
    expect(chunkLoadKind(new Error('Unable to preload CSS for /assets/x.css'))).toBe('style');
    const other = new Error('Loading chunk 7 failed');
    other.name = 'ChunkLoadError';
    expect(chunkLoadKind(other)).toBe('other');
    expect(chunkLoadKind(new Error('boom'))).toBeUndefined();
  });

  it('a screen whose code never arrives shows the time-out kind', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { lazyScreen } = await import('../components/lazy-screen');
    const Screen = lazyScreen(() => new Promise(() => {}), 50);
    render(
      <ErrorBoundary>
        <Suspense fallback="loading">
          <Screen />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByTestId('chunk-error-timeout')).toBeTruthy();
  });
});
