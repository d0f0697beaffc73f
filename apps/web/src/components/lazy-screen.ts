import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A screen's code chunk that has not arrived after this long is reported as timed out (spec 9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** What the error boundary tells a timed-out chunk by (see chunkLoadKind in ErrorBoundary.tsx). */
export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor() {
    super(`Loading chunk timed out after ${CHUNK_TIMEOUT_MS} ms`);
  }
}

/**
 * `React.lazy` for a screen, with the spec's 120 s chunk time-out: a screen whose code never arrives
 * shows the chunk-load error instead of a spinner for ever. Feature registries use it for their screens.
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): LazyExoticComponent<ComponentType> {
  return lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkTimeoutError()), timeoutMs);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error);
          },
        );
      }),
  );
}
