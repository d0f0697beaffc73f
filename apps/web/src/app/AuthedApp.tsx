import { ROUTES } from '@bb/contracts';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AuthedLayout } from './AuthedLayout';
import { MaintenanceContent } from './MaintenancePage';
import { NotFoundPage } from './NotFoundPage';
import { RequireAbility } from './RequireAbility';
import { SessionGate } from './SessionGate';
import { screens } from './screens';
import { useHome } from './useMenu';

const screenRoutes = ROUTES.filter((r) => screens[r.id]);

/** `/` opens the user's first screen (the dashboard for whoever may open it). */
function HomeRedirect() {
  return <Navigate to={useHome().href} replace />;
}

/**
 * Everything a signed-in user sees: the session gate, the shell and the routed screens. It is its own
 * chunk (loaded by AppRoutes once there is a token), so the sign-in page ships none of the shell's code.
 */
export default function AuthedApp() {
  return (
    <BrowserRouter>
      <SessionGate>
        <Routes>
          <Route element={<AuthedLayout />}>
            <Route index element={<HomeRedirect />} />
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
    </BrowserRouter>
  );
}
