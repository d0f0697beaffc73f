import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppConfigProvider } from './AppConfigProvider';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';

/** The whole app; tests render it with their own query client. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppConfigProvider>
        {/* The router lives in the signed-in chunk (AuthedApp): the sign-in page needs none. */}
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </AppConfigProvider>
    </QueryClientProvider>
  );
}
