import { ROUTES } from '@bb/contracts';
import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { tokenStore } from '../platform/auth/token-store';
import { maintenanceStore } from '../platform/maintenance';
import { useStore } from '../platform/store';
import { AuthedLayout } from './AuthedLayout';
import { MaintenanceContent, MaintenancePage } from './MaintenancePage';
import { NotFoundPage } from './NotFoundPage';
import { RequireAbility } from './RequireAbility';
import { SessionGate } from './SessionGate';
import { screens } from './screens';

const screenRoutes = ROUTES.filter((r) => screens[r.id]);

/**
 * Session states (spec 4): under maintenance -> the maintenance screen; signed out -> the login screen
 * at whatever path was asked for (after sign-in that path opens; `/` goes to the dashboard);
 * signed in -> the routed screens.
 */
export function AppRoutes() {
  const token = useStore(tokenStore);
  const maintenance = useStore(maintenanceStore);

  if (maintenance) return <MaintenancePage />;
  if (!token) return <LoginPage />;
  return (
    <SessionGate>
      <Routes>
        <Route element={<AuthedLayout />}>
          <Route index element={<Navigate to="/dashboard" replace />} />
          {screenRoutes.map((route) => {
            const Screen = screens[route.id]!;
            return (
              <Route
                key={route.id}
                path={route.path}
                element={
                  <RequireAbility route={route}>
                    <Screen />
                  </RequireAbility>
                }
              />
            );
          })}
          <Route path="404" element={<NotFoundPage />} />
          <Route path="maintenance" element={<MaintenanceContent />} />
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Route>
      </Routes>
    </SessionGate>
  );
}
