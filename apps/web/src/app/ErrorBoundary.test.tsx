import { render, screen } from '@testing-library/react';
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
