import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppConfigProvider } from './AppConfigProvider';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';

/** The whole app; tests render it with their own query client. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppConfigProvider>
        <BrowserRouter>
          <ErrorBoundary>
            <AppRoutes />
          </ErrorBoundary>
        </BrowserRouter>
      </AppConfigProvider>
    </QueryClientProvider>
  );
}
