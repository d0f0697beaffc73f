import { Suspense } from 'react';
import { FullPageSpin } from '../components/FullPageSpin';
import { lazyScreen } from '../components/lazy-screen';
import { LoginPage } from '../features/identity/LoginPage';
import { tokenStore } from '../platform/auth/token-store';
import { loadAppNamespaces } from '../platform/i18n/i18n';
import { maintenanceStore } from '../platform/maintenance';
import { useStore } from '../platform/store';

// The signed-in app is a separate chunk: the sign-in page must stay light (web budget in docs/performance.md).
// Its translations load alongside its code, so every screen renders translated from its first paint.
const AuthedApp = lazyScreen(() =>
  Promise.all([import('./AuthedApp'), loadAppNamespaces()]).then(([module]) => module),
);

// Shown only while the server is under maintenance (it polls the health endpoint): not in the first download.
const MaintenancePage = lazyScreen(() =>
  import('./MaintenancePage').then((m) => ({ default: m.MaintenancePage })),
);

/**
 * Session states (spec 4): under maintenance -> the maintenance screen; signed out -> the login screen
 * at whatever path was asked for (after sign-in that path opens; `/` goes to the dashboard);
 * signed in -> the routed screens.
 */
export function AppRoutes() {
  const token = useStore(tokenStore);
  const maintenance = useStore(maintenanceStore);

  if (maintenance)
    return (
      <Suspense fallback={<FullPageSpin />}>
        <MaintenancePage />
      </Suspense>
    );
  if (!token) return <LoginPage />;
  return (
    <Suspense fallback={<FullPageSpin />}>
      <AuthedApp />
    </Suspense>
  );
}
