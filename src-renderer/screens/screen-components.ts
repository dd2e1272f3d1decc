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

const pages = () => import('./page-components.js');
const host = () => import('./host-components.js');
const templates = () => import('./templates/template-screens.js');
const money = () => import('./money/money-screens.js');
const tagScreens = () => import('./tags/tags-screen.js');
const language = () => import('./language/language-screen.js');
const admin = () => import('./admin-components.js');
const menus = () => import('./menu-components.js');
const floorEditor = () => import('./floor-editor/floor-editor-components.js');
const orders = () => import('./orders/orders-screens.js');
const website = () => import('./website/website-components.js');
const resources = () => import('../resources/resource-screen.js');
const housekeeping = () => import('./housekeeping/housekeeping-dashboard.js');

export const SCREEN_VIEWS: Readonly<Record<string, LazyScreen>> = {
  'pages.NotFoundPage': load(pages, 'NotFoundPage'),
  'resources.ResourceScreen': load(resources, 'ResourceScreen'),
  'pages.NotAuthorizedPage': load(pages, 'NotAuthorizedPage'),
  'pages.HomePage': load(pages, 'HomePage'),
  'pages.LoginPage': load(pages, 'LoginPage'),
  'pages.ResetPasswordPage': load(pages, 'ResetPasswordPage'),
  'pages.ForgotPasswordPage': load(pages, 'ForgotPasswordPage'),
  'tagScreens.ClientTagsScreen': load(tagScreens, 'ClientTagsScreen'),
  'tagScreens.ReservationTagsScreen': load(tagScreens, 'ReservationTagsScreen'),
  'money.TaxScreen': load(money, 'TaxScreen'),
  'money.CurrencyScreen': load(money, 'CurrencyScreen'),
  'templates.EmailTemplatesScreen': load(templates, 'EmailTemplatesScreen'),
  'templates.SmsTemplatesScreen': load(templates, 'SmsTemplatesScreen'),
  'website.ReservationWidgetScreen': load(website, 'ReservationWidgetScreen'),
  'website.EventWidgetScreen': load(website, 'EventWidgetScreen'),
  'website.WaitlistWidgetScreen': load(website, 'WaitlistWidgetScreen'),
  'website.LandingPageWidgetScreen': load(website, 'LandingPageWidgetScreen'),
  'website.CustomAudienceWidgetScreen': load(website, 'CustomAudienceWidgetScreen'),
  'website.WebsiteTemplateScreen': load(website, 'WebsiteTemplateScreen'),
  'admin.UsersScreen': load(admin, 'UsersScreen'),
  'admin.RolesScreen': load(admin, 'RolesScreen'),
  'floorEditor.FloorLayoutsScreen': load(floorEditor, 'FloorLayoutsScreen'),
  'floorEditor.FloorEditorScreen': load(floorEditor, 'FloorEditorScreen'),
  'language.LanguageScreen': load(language, 'LanguageScreen'),
  'pages.DashboardPage': load(pages, 'DashboardPage'),
  'host.ReservationScreen': load(host, 'ReservationScreen'),
  'host.GridScreen': load(host, 'GridScreen'),
  'host.FloorplanScreen': load(host, 'FloorplanScreen'),
  'host.GuestListScreen': load(host, 'GuestListScreen'),
  'host.ClientsScreen': load(host, 'ClientsScreen'),
  'host.ClientProfileScreen': load(host, 'ClientProfileScreen'),
  'host.RefusedChangesScreen': load(host, 'RefusedChangesScreen'),
  'menus.MenusScreen': load(menus, 'MenusScreen'),
  'admin.ProfileScreen': load(admin, 'ProfileScreen'),
  'menus.ProductFormScreen': load(menus, 'ProductFormScreen'),
  'menus.ModifierGroupsScreen': load(menus, 'ModifierGroupsScreen'),
  'menus.ProductImportScreen': load(menus, 'ProductImportScreen'),
  'admin.AdminHomeScreen': load(admin, 'AdminHomeScreen'),
  'admin.RestaurantsAdminScreen': load(admin, 'RestaurantsAdminScreen'),
  'admin.RealtimeAdminScreen': load(admin, 'RealtimeAdminScreen'),
  'admin.PermissionCacheScreen': load(admin, 'PermissionCacheScreen'),
  'admin.AuditTrailScreen': load(admin, 'AuditTrailScreen'),
  VenueSettingsScreen: load(() => import('./settings/venue-settings-screen.js'), 'VenueSettingsScreen'),
  MediaUploadScreen: load(() => import('./media/media-upload-screen.js'), 'MediaUploadScreen'),
  AccessRulesScreen: load(() => import('./availability/access-rules-screen.js'), 'AccessRulesScreen'),
  DailyProgramScreen: load(() => import('./availability/daily-program-screen.js'), 'DailyProgramScreen'),
  AvailabilityQuickViewScreen: load(
    () => import('./availability/availability-quick-view-screen.js'),
    'AvailabilityQuickViewScreen',
  ),
  TableCombinationScreen: load(
    () => import('./floorplan/table-combination-screen.js'),
    'TableCombinationScreen',
  ),
  QrCodeScreen: load(() => import('./qr/qr-code-screen.js'), 'QrCodeScreen'),
  DeviceScreen: load(() => import('./device/device-screen.js'), 'DeviceScreen'),
  'orders.OrdersPage': load(orders, 'OrdersPage'),
  'housekeeping.HousekeepingDashboard': load(housekeeping, 'HousekeepingDashboard'),
};

/** The entry's screen component, or undefined when it is not built yet. */
export function screenComponent(entry: Pick<ScreenEntry, 'view'>): LazyScreen | undefined {
  return entry.view === undefined ? undefined : SCREEN_VIEWS[entry.view];
}
