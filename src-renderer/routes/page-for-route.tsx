// Maps a route table entry's page id to its component.
import { DashboardPage } from '../pages/dashboard-page.js';
import { ForgotPasswordPage } from '../pages/forgot-password-page.js';
import { HomePage } from '../pages/home-page.js';
import { LoginPage } from '../pages/login-page.js';
import { NotAuthorizedPage } from '../pages/not-authorized-page.js';
import { NotBuiltPage } from '../pages/not-built-page.js';
import { NotFoundPage } from '../pages/not-found-page.js';
import { ResetPasswordPage } from '../pages/reset-password-page.js';
import { SettingsPage } from '../settings/settings-page.js';
import { ClientProfileScreen } from '../screens/clients/client-profile-screen.js';
import { ClientsScreen } from '../screens/clients/clients-screen.js';
import { FloorplanScreen } from '../screens/floorplan/floorplan-screen.js';
import { GridScreen } from '../screens/grid/grid-screen.js';
import { GuestListScreen } from '../screens/guest-list/guest-list-screen.js';
import { ReservationScreen } from '../screens/reservations/reservation-screen.js';
import type { RouteEntry } from './route-table.js';

export function PageForRoute({ route }: { route: RouteEntry }) {
  switch (route.page) {
    case 'home':
      return <HomePage />;
    case 'login':
      return <LoginPage />;
    case 'forgotPassword':
      return <ForgotPasswordPage />;
    case 'resetPassword':
      return <ResetPasswordPage />;
    case 'notAuthorized':
      return <NotAuthorizedPage />;
    case 'notFound':
      return <NotFoundPage />;
    case 'dashboard':
      return <DashboardPage />;
    case 'settings':
      return <SettingsPage screen={route.screen} path={route.path} />;
    case 'reservation':
      return <ReservationScreen />;
    case 'grid':
      return <GridScreen />;
    case 'floorplan':
      return <FloorplanScreen />;
    case 'guestList':
      return <GuestListScreen />;
    case 'clients':
      return <ClientsScreen />;
    case 'clientProfile':
      return <ClientProfileScreen />;
    case 'notBuilt':
      return <NotBuiltPage screen={route.screen} />;
  }
}
