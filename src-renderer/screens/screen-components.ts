// The lazy component map: each built screen's view by the name its screen-table entry gives.
// Only the router and the settings page import this, so no screen is reached through the paths
// (screen-table.ts) and a screen importing screenHref makes no import circle.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenEntry, ScreenProps } from './screen-entry.js';

type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

/** A lazily loaded named export, typed as a screen component. */
function load<M extends Record<string, unknown>>(
  importer: () => Promise<M>,
  name: keyof M & string,
): LazyScreen {
  return lazy(async () => {
    const module = await importer();
    const component = module[name];
    if (typeof component !== 'function') throw new Error(`Screen module has no component ${name}`);
    return { default: component as ComponentType<ScreenProps> };
  });
}

/** The views of one module, each under `prefix.Name` (or, with no prefix, its own name). */
function views<M extends Record<string, unknown>>(
  prefix: string | null,
  importer: () => Promise<M>,
  names: readonly (keyof M & string)[],
): Record<string, LazyScreen> {
  return Object.fromEntries(names.map((name) => [prefix ? `${prefix}.${name}` : name, load(importer, name)]));
}

export const SCREEN_VIEWS: Readonly<Record<string, LazyScreen>> = {
  ...views('pages', () => import('./page-components.js'), [
    'NotFoundPage',
    'NotAuthorizedPage',
    'HomePage',
    'LoginPage',
    'ResetPasswordPage',
    'ForgotPasswordPage',
    'DashboardPage',
  ]),
  ...views('help', () => import('./help/help-screens.js'), ['HelpPage', 'HelpTopicPage']),
  ...views('resources', () => import('../resources/resource-screen.js'), ['ResourceScreen']),
  ...views('tagScreens', () => import('./tags/tags-screen.js'), [
    'ClientTagsScreen',
    'ReservationTagsScreen',
  ]),
  ...views('money', () => import('./money/money-screens.js'), [
    'TaxScreen',
    'CurrencyScreen',
    'PaymentIntegrationScreen',
  ]),
  ...views('integrations', () => import('./integrations/integration-screens.js'), [
    'PointOfSaleScreen',
    'EmailProviderScreen',
  ]),
  ...views('templates', () => import('./templates/template-screens.js'), [
    'EmailTemplatesScreen',
    'SmsTemplatesScreen',
  ]),
  ...views('website', () => import('./website/website-components.js'), [
    'ReservationWidgetScreen',
    'EventWidgetScreen',
    'WaitlistWidgetScreen',
    'LandingPageWidgetScreen',
    'CustomAudienceWidgetScreen',
    'WebsiteTemplateScreen',
  ]),
  ...views('admin', () => import('./admin-components.js'), [
    'UsersScreen',
    'RolesScreen',
    'ProfileScreen',
    'AdminHomeScreen',
    'RestaurantsAdminScreen',
    'RealtimeAdminScreen',
    'PermissionCacheScreen',
    'AuditTrailScreen',
  ]),
  ...views('floorEditor', () => import('./floor-editor/floor-editor-components.js'), [
    'FloorLayoutsScreen',
    'FloorEditorScreen',
  ]),
  ...views('language', () => import('./language/language-screen.js'), ['LanguageScreen']),
  ...views('host', () => import('./host-components.js'), [
    'ReservationScreen',
    'GridScreen',
    'FloorplanScreen',
    'GuestListScreen',
    'ClientsScreen',
    'ClientProfileScreen',
    'RefusedChangesScreen',
  ]),
  ...views('menus', () => import('./menu-components.js'), [
    'MenusScreen',
    'ProductFormScreen',
    'ModifierGroupsScreen',
    'ProductImportScreen',
  ]),
  ...views(null, () => import('./settings/venue-settings-screen.js'), ['VenueSettingsScreen']),
  ...views(null, () => import('./media/media-upload-screen.js'), ['MediaUploadScreen']),
  ...views(null, () => import('./availability/access-rules-screen.js'), ['AccessRulesScreen']),
  ...views(null, () => import('./availability/daily-program-screen.js'), ['DailyProgramScreen']),
  ...views(null, () => import('./availability/availability-quick-view-screen.js'), [
    'AvailabilityQuickViewScreen',
  ]),
  ...views(null, () => import('./floorplan/table-combination-screen.js'), ['TableCombinationScreen']),
  ...views(null, () => import('./qr/qr-code-screen.js'), ['QrCodeScreen']),
  ...views(null, () => import('./device/device-screen.js'), ['DeviceScreen']),
  ...views('orders', () => import('./orders/orders-screens.js'), ['OrdersPage']),
  ...views('housekeeping', () => import('./housekeeping/housekeeping-dashboard.js'), [
    'HousekeepingDashboard',
  ]),
  ...views('reports', () => import('./reports/reports-screen.js'), ['ReportsScreen']),
  ...views('requests', () => import('./requests/requests-screen.js'), ['RequestsScreen']),
  ...views('messages', () => import('./messages/messages-screen.js'), ['MessagesScreen']),
};

/** The entry's screen component, or undefined when it is not built yet. */
export function screenComponent(entry: Pick<ScreenEntry, 'view'>): LazyScreen | undefined {
  return entry.view === undefined ? undefined : SCREEN_VIEWS[entry.view];
}
