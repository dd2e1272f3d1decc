// The one screen table (the paths): every route of spec §2 (and the few ours), what it is called,
// whether it needs a signed-in user, its sidebar entry, and — once built — the name of its view.
// The router, the sidebar and every link derive from it. It imports no screen, so any screen may
// import it for links; the views themselves are in screen-components.ts (React.lazy), which only
// the router and the settings page import. Building a screen is giving its entry a `view` and the
// map that name; an entry without one says plainly that it is not built yet.
import type { Permission } from '../../src-shared/permissions.js';
import { RESOURCES } from '../../src-shared/resources/registry.js';
import {
  consoleScreen,
  publicScreen,
  settingsScreen,
  CONSOLE_PREFIX,
  type ScreenEntry,
} from './screen-entry.js';

export const PUBLIC_SCREENS: readonly ScreenEntry[] = [
  publicScreen('*', 'Page not found', { id: 'notFound', view: 'pages.NotFoundPage' }),
  publicScreen('/not-authorized', 'Not authorized', {
    id: 'notAuthorized',
    view: 'pages.NotAuthorizedPage',
  }),
  publicScreen('/', 'Home', { id: 'home', view: 'pages.HomePage' }),
  publicScreen('/list_your_restaurant', 'List your restaurant'),
  publicScreen('/contactSupport', 'Contact & Support'),
  publicScreen('/help', 'Help', { view: 'help.HelpPage' }),
  publicScreen('/HelpTopic', 'Help topic', { view: 'help.HelpTopicPage' }),
  publicScreen('/bookADemo', 'Book a demo'),
  publicScreen('/jobOpenings', 'Job openings'),
  publicScreen('/jobApplication/:id', 'Job application'),
  publicScreen('/workwithusForm', 'Work with us'),
  publicScreen('/login', 'Sign in', { id: 'login', view: 'pages.LoginPage' }),
  publicScreen('/reset-password', 'Reset password', {
    id: 'resetPassword',
    view: 'pages.ResetPasswordPage',
  }),
  publicScreen('/reserveocean_TableManagement_SignUp', 'Table management sign-up'),
  // ours: the spec names a forgot-password call but no path for its screen.
  publicScreen('/forgot-password', 'Forgot password', {
    id: 'forgotPassword',
    view: 'pages.ForgotPasswordPage',
  }),
];

const ORDER_PAGES = [
  ['liveOrders', 'Live orders'],
  ['orderHistory', 'Order history'],
  ['preOrders', 'Pre-orders'],
  ['exportOrders', 'Export orders'],
  ['tabs', 'Tabs'],
] as const;

const FOOD_ORDER_OUTLETS = [
  ['ird', 'IRD'],
  ['restaurant1', 'Restaurant 1'],
  ['cne', 'CNE'],
] as const;

const foodOrderScreens: ScreenEntry[] = FOOD_ORDER_OUTLETS.flatMap(([outlet, outletName]) => [
  consoleScreen(`services/foodOrderManagement/${outlet}/dashboard`, `${outletName} orders dashboard`, {
    id: `foodOrders.${outlet}.dashboard`,
    view: 'orders.OrdersPage',
    ...(outlet === 'ird'
      ? {
          sidebar: {
            label: 'IRD',
            icon: 'IRD',
            section: '/services/foodOrderManagement',
            withoutInRoomDining: '/services/foodOrderManagement/restaurant1/liveOrders',
          },
        }
      : {}),
  }),
  ...ORDER_PAGES.map(([page, name]) =>
    consoleScreen(`services/foodOrderManagement/${outlet}/${page}`, `${outletName} ${name.toLowerCase()}`, {
      id: `foodOrders.${outlet}.${page}`,
      view: 'orders.OrdersPage',
    }),
  ),
]);

const reservationViewOrderScreens: ScreenEntry[] = (
  [
    ['reservation', 'Reservation'],
    ['grid', 'Grid'],
    ['floorplan', 'Floorplan'],
  ] as const
).flatMap(([view, viewName]) =>
  ORDER_PAGES.map(([page, name]) =>
    consoleScreen(
      `services/reservationManagement/${view}/foodOrderManagement/${page}`,
      `${viewName}: ${name.toLowerCase()}`,
      { id: `${view}.foodOrders.${page}`, view: 'orders.OrdersPage' },
    ),
  ),
);

const marketOrderScreens: ScreenEntry[] = ORDER_PAGES.map(([page, name]) =>
  consoleScreen(
    `services/marketManagement/marketOrderManagement/${page}`,
    `The Market: ${name.toLowerCase()}`,
    {
      id: `market.foodOrders.${page}`,
      view: 'orders.OrdersPage',
    },
  ),
);

/**
 * Settings › Venue is also where the sidebar's Settings entry leads. Settings edits the declared
 * resources: a role that may manage none of them has nothing there.
 */
const venueSettings = settingsScreen('general/venue', 'Venue', {
  id: 'settings',
  view: 'VenueSettingsScreen',
  sidebar: {
    label: 'Settings',
    icon: 'Settings',
    section: '/settings',
    anyOf: [...new Set<Permission>([...RESOURCES.map((r) => r.permission.manage), 'settings.manage'])],
  },
});

const settingsScreens: ScreenEntry[] = [
  settingsScreen('mediaUpload', 'Media upload', {
    view: 'MediaUploadScreen',
  }),
  venueSettings,
  settingsScreen('general/clientTags', 'Client tags', { view: 'tagScreens.ClientTagsScreen' }),
  settingsScreen('general/reservationTags', 'Reservation tags', {
    view: 'tagScreens.ReservationTagsScreen',
  }),
  settingsScreen('general/tax', 'Tax', { view: 'money.TaxScreen' }),
  settingsScreen('general/currency', 'Currency', { view: 'money.CurrencyScreen' }),
  // ours: spec §2 names the email template editor but not its path.
  settingsScreen('general/emailTemplates', 'Email templates', {
    view: 'templates.EmailTemplatesScreen',
  }),
  settingsScreen('general/smsTemplates', 'SMS templates', {
    view: 'templates.SmsTemplatesScreen',
  }),
  settingsScreen('availability/shift', 'Shifts'),
  settingsScreen('availability/accessRules', 'Access rules', {
    view: 'AccessRulesScreen',
  }),
  settingsScreen('availability/dailyProgram', 'Daily program', {
    view: 'DailyProgramScreen',
  }),
  settingsScreen('availability/perk', 'Concierge perks'),
  settingsScreen('availability/blackoutDates', 'Blackout dates'),
  settingsScreen('availability/availabilityQuickView', 'Availability quick view', {
    view: 'AvailabilityQuickViewScreen',
  }),
  settingsScreen('website/reservation', 'Reservation widget', {
    view: 'website.ReservationWidgetScreen',
  }),
  settingsScreen('website/event', 'Event widget', { view: 'website.EventWidgetScreen' }),
  settingsScreen('website/waitlist', 'Waitlist widget', { view: 'website.WaitlistWidgetScreen' }),
  settingsScreen('website/landingPageSetting', 'Landing page', {
    view: 'website.LandingPageWidgetScreen',
  }),
  settingsScreen('website/customAudience', 'Custom audience', {
    view: 'website.CustomAudienceWidgetScreen',
  }),
  settingsScreen('website/template', 'Website template', {
    view: 'website.WebsiteTemplateScreen',
  }),
  settingsScreen('integration/paymentIntegration', 'Payment integration', {
    view: 'money.PaymentIntegrationScreen',
  }),
  settingsScreen('integration/emailServiceProvider', 'Email service provider', {
    view: 'integrations.EmailProviderScreen',
  }),
  settingsScreen('integration/pointOfSale', 'Point of sale', { view: 'integrations.PointOfSaleScreen' }),
  settingsScreen('accounts/userAccount', 'User accounts', {
    id: 'settings.userAccount',
    anyOf: ['users.read'],
    write: 'users.manage',
    view: 'admin.UsersScreen',
  }),
  settingsScreen('accounts/serverName', 'Server names', { id: 'settings.serverName' }),
  // ours: the roles and permissions of the restaurant (spec §6 "the server's role concepts").
  settingsScreen('accounts/roles', 'Roles and permissions', {
    id: 'settings.roles',
    anyOf: ['roles.manage'],
    view: 'admin.RolesScreen',
  }),
  settingsScreen('floorplan/seatingArea', 'Seating areas'),
  settingsScreen('floorplan/rooms', 'Rooms'),
  settingsScreen('floorplan/tables', 'Tables'),
  settingsScreen('floorplan/floorplanLayout', 'Floor plan layouts', {
    view: 'floorEditor.FloorLayoutsScreen',
  }),
  settingsScreen('floorplan/floorplanLayout/createLayout/:id', 'Create floor plan layout', {
    view: 'floorEditor.FloorEditorScreen',
  }),
  settingsScreen('floorplan/tableCombination', 'Table combinations', {
    view: 'TableCombinationScreen',
  }),
  settingsScreen('floorplan/reservationStatus', 'Reservation statuses'),
  settingsScreen('language', 'Language', { view: 'language.LanguageScreen' }),
  settingsScreen('generateQrCode', 'QR codes', {
    view: 'QrCodeScreen',
  }),
  settingsScreen('device', 'Devices', {
    view: 'DeviceScreen',
  }),
];
// Every declared resource has a settings screen (its <ResourceAdmin>); those the spec's list does not
// name (dress codes, facilities of spec §7 Restaurant) get their path from the declaration.
for (const { screen } of RESOURCES) {
  if (screen.path !== undefined && !settingsScreens.some((r) => r.path.endsWith(`/settings/${screen.path}`)))
    settingsScreens.push({ ...settingsScreen(screen.path, screen.title), settingsTab: screen.tab });
}

/** A console route that a declared resource names as its screen shows the resource's admin screen. */
const withDeclaredScreen = (entry: ScreenEntry): ScreenEntry =>
  entry.view === undefined &&
  RESOURCES.some((r) => r.screen.console !== undefined && entry.path.endsWith(`/${r.screen.console}`))
    ? { ...entry, view: 'resources.ResourceScreen' }
    : entry;

export const CONSOLE_SCREENS: readonly ScreenEntry[] = [
  consoleScreen('', 'Dashboard', {
    view: 'pages.DashboardPage',
    sidebar: { label: 'Dashboard', icon: 'Dashboard' },
  }),
  consoleScreen('home2', 'Home'),
  // ours: the guard's target for a user on someone else's restaurant or role.
  consoleScreen('404', 'Page not found', { id: 'ownNotFound', view: 'pages.NotFoundPage' }),
  consoleScreen('services/restaurantManagement/:restaurantPage', 'Restaurant management'),
  consoleScreen('services/reservationManagement/reservation', 'Reservation', {
    id: 'reservation',
    view: 'host.ReservationScreen',
    help: 'taking-a-booking',
    sidebar: { label: 'Reservation', icon: 'Reservation', anyOf: ['reservations.read'] },
  }),
  consoleScreen('services/reservationManagement/grid', 'Grid', {
    id: 'grid',
    view: 'host.GridScreen',
    help: 'moving-a-booking',
    sidebar: { label: 'Grid', icon: 'Grid', anyOf: ['reservations.read'] },
  }),
  consoleScreen('services/reservationManagement/floorplan', 'Floorplan', {
    id: 'floorplan',
    view: 'host.FloorplanScreen',
    help: 'seating-a-walk-in',
    sidebar: { label: 'Floorplan', icon: 'Floorplan', anyOf: ['tables.read'] },
  }),
  // Issue 30: the guest requests' inbox, each request with its thread and actions.
  consoleScreen('requests', 'Requests', {
    id: 'requests',
    anyOf: ['requests.read'],
    write: 'requests.write',
    view: 'requests.RequestsScreen',
    sidebar: { label: 'Requests', icon: 'Requests', anyOf: ['requests.read'] },
  }),
  // Issue 30: the staff messages sent to the signed-in user (Unread, Read, Reply), with New message.
  // Its sidebar entry (ours; issue 30 §4) sits beside the guests' requests and shows the unread count.
  consoleScreen('messages', 'Messages', {
    id: 'messages',
    view: 'messages.MessagesScreen',
    sidebar: { label: 'Messages', icon: 'Messages', count: 'messagesUnread' },
  }),
  consoleScreen('services/reservationManagement/guestlist', 'Guestlist', {
    id: 'guestList',
    view: 'host.GuestListScreen',
    help: 'the-guest-list',
    sidebar: { label: 'Guestlist', icon: 'Guestlist', anyOf: ['guests.read'] },
  }),
  // Issue 27: every change the server refused, with retry, edit and discard.
  consoleScreen('services/reservationManagement/refused', 'Refused changes', {
    id: 'refusedChanges',
    view: 'host.RefusedChangesScreen',
    help: 'working-through-an-outage',
    sidebar: { label: 'Refused changes', icon: 'Refused changes', anyOf: ['reservations.read'] },
  }),
  ...foodOrderScreens,
  consoleScreen('services/housekeepingMangement/housekeepingDashboard', 'House Keeping dashboard', {
    anyOf: ['housekeeping.read'],
    write: 'housekeeping.status',
    view: 'housekeeping.HousekeepingDashboard',
    sidebar: {
      label: 'House Keeping',
      icon: 'House Keeping',
      section: '/services/housekeepingMangement',
      anyOf: ['housekeeping.read'],
    },
  }),
  consoleScreen('services/spaManagement/spaDashboard', 'Spa & Wellness dashboard', {
    sidebar: { label: 'Spa & Wellness', icon: 'Spa & Wellness', section: '/services/spaManagement' },
  }),
  consoleScreen('services/conciergeManagement/conciergeDashboard', 'Concierge dashboard', {
    sidebar: { label: 'Concierge', icon: 'Concierge', section: '/services/conciergeManagement' },
  }),
  consoleScreen('services/marketManagement/marketDashboard', 'The Market dashboard', {
    sidebar: { label: 'The Market', icon: 'The Market', section: '/services/marketManagement' },
  }),
  consoleScreen('clients', 'Clients', {
    id: 'clients',
    view: 'host.ClientsScreen',
    sidebar: { label: 'Clients', icon: 'Clients', anyOf: ['clients.read'] },
  }),
  consoleScreen('clients/profile', 'Client profile', {
    id: 'clientProfile',
    anyOf: ['clients.read'],
    view: 'host.ClientProfileScreen',
  }),
  consoleScreen('products', 'Products', {
    id: 'products',
    view: 'menus.MenusScreen',
    sidebar: { label: 'Products', icon: 'Products', anyOf: ['menus.read'] },
  }),
  consoleScreen('marketing/promotion', 'Marketing: promotions', {
    sidebar: { label: 'Marketing', icon: 'Marketing', section: '/marketing' },
  }),
  // Issue 33: the report cards over a period, each opening its charts and tables (CSV with reports.download).
  consoleScreen('report', 'Reports', {
    id: 'reports',
    anyOf: ['reports.read'],
    view: 'reports.ReportsScreen',
    sidebar: { label: 'Reports', icon: 'Reports', anyOf: ['reports.read'] },
  }),
  venueSettings,
  consoleScreen('contactSupport', 'Contact & Support', {
    sidebar: { label: 'Contact & Support', icon: 'Contact & Support' },
  }),
  consoleScreen('marketing/event', 'Marketing: events'),
  consoleScreen('marketing/template', 'Marketing: templates'),
  consoleScreen('marketing/socialMedia', 'Marketing: social media'),
  consoleScreen('marketing/guestSatisfaction', 'Marketing: guest satisfaction'),
  consoleScreen('marketing/notification', 'Marketing: notifications'),
  consoleScreen('marketing/notification/shareList', 'Marketing: notification share list'),
  consoleScreen('marketing/notification/preview', 'Marketing: notification preview'),
  consoleScreen('marketing/venueProfile', 'Marketing: venue profile'),
  consoleScreen('marketing/upsells', 'Marketing: upsells'),
  consoleScreen('marketing/links', 'Marketing: links'),
  consoleScreen('marketing/reviews', 'Marketing: reviews'),
  consoleScreen('marketing/tags', 'Marketing: tags'),
  consoleScreen('marketing/email-centre/emails/', 'Marketing: email centre'),
  consoleScreen('marketing/experiences2/', 'Marketing: experiences'),
  consoleScreen('marketing/promo-codes/', 'Marketing: promo codes'),
  consoleScreen('marketing/template/addTemplate', 'Marketing: add template'),
  consoleScreen('help', 'Help', { view: 'help.HelpPage' }),
  consoleScreen('profile', 'Profile', { id: 'profile', view: 'admin.ProfileScreen' }),
  consoleScreen('services/foodOrderManagement/irdDashboard', 'IRD dashboard', { view: 'orders.OrdersPage' }),
  consoleScreen('services/foodOrderManagement/menu', 'Food order menu', { view: 'orders.OrdersPage' }),
  consoleScreen('products/create', 'Create product', {
    anyOf: ['menus.manage'],
    view: 'menus.ProductFormScreen',
  }),
  consoleScreen('products/edit/:id', 'Edit product', {
    anyOf: ['menus.manage'],
    view: 'menus.ProductFormScreen',
  }),
  consoleScreen('modifierGroup', 'Modifier groups', {
    anyOf: ['menus.read'],
    view: 'menus.ModifierGroupsScreen',
  }),
  consoleScreen('import', 'Import products', {
    anyOf: ['menus.manage'],
    view: 'menus.ProductImportScreen',
  }),
  consoleScreen('users', 'Users', {
    id: 'users',
    anyOf: ['users.read'],
    write: 'users.manage',
    view: 'admin.UsersScreen',
  }),
  consoleScreen('promotions', 'Promotions'),
  consoleScreen('menu/:id/manage', 'Manage menu'),
  consoleScreen('menu/create', 'Create menu'),
  consoleScreen('services/conciergeManagement', 'Concierge'),
  consoleScreen('services/marketManagement', 'The Market'),
  consoleScreen('tourDesk', 'Tour desk'),
  consoleScreen('tourDesk/:id', 'Tour', { id: 'tour' }),
  consoleScreen('tourDesk/:id/book', 'Book a tour'),
  consoleScreen('services/housekeepingMangement', 'House Keeping'),
  consoleScreen('services/spaManagement', 'Spa & Wellness'),
  ...reservationViewOrderScreens,
  ...marketOrderScreens,
  consoleScreen('connect/liveOrders', 'Connect: live orders'),
  consoleScreen('connect/orderHistory', 'Connect: order history'),
  ...settingsScreens.filter((s) => s !== venueSettings),
].map(withDeclaredScreen);

/** ours: the admin area the guard's /admin rule protects (role must be one of ADMIN_ROLES). */
export const ADMIN_SCREENS: readonly ScreenEntry[] = [
  {
    id: 'admin',
    path: '/admin/*',
    screen: 'Administration',
    needsUser: true,
    needsRole: true,
    view: 'admin.AdminHomeScreen',
  },
  {
    id: 'admin.restaurants',
    path: '/admin/restaurants',
    screen: 'Restaurants and outlets',
    needsUser: true,
    needsRole: true,
    anyOf: ['admin.manage'],
    view: 'admin.RestaurantsAdminScreen',
  },
  {
    id: 'admin.realtime',
    path: '/admin/realtime',
    screen: 'Realtime',
    needsUser: true,
    needsRole: true,
    anyOf: ['admin.manage'],
    view: 'admin.RealtimeAdminScreen',
  },
  {
    id: 'admin.permissionCache',
    path: '/admin/permission-cache',
    screen: 'Permission cache',
    needsUser: true,
    needsRole: true,
    anyOf: ['admin.manage'],
    view: 'admin.PermissionCacheScreen',
  },
  {
    id: 'admin.audit',
    path: '/admin/audit',
    screen: 'Audit trail',
    needsUser: true,
    needsRole: true,
    anyOf: ['audit.read'],
    view: 'admin.AuditTrailScreen',
  },
];

export const SCREENS: readonly ScreenEntry[] = [...PUBLIC_SCREENS, ...CONSOLE_SCREENS, ...ADMIN_SCREENS];

const byId = new Map(SCREENS.map((s) => [s.id, s]));

export function screenById(id: string): ScreenEntry {
  const entry = byId.get(id);
  if (!entry) throw new Error(`No screen with id "${id}" in the screen table`);
  return entry;
}

/**
 * The link to a screen under `/{restaurant}/{role}` (console screens) or at its own path (public),
 * with path parameters filled and an optional query.
 */
export function screenHref(
  prefix: string,
  id: string,
  options: { params?: Record<string, string>; query?: Record<string, string | undefined> } = {},
): string {
  const entry = screenById(id);
  const pattern = entry.path.startsWith(CONSOLE_PREFIX)
    ? `${prefix}${entry.path.slice(CONSOLE_PREFIX.length)}`
    : entry.path;
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`Screen ${id} needs the path parameter "${name}"`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(
    Object.entries(options.query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, v]])),
  ).toString();
  return query ? `${path}?${query}` : path;
}
