import { RESOURCES } from '../../src-shared/resources/registry.js';

// Spec §2 routes as data: every public route and every protected (also role-protected) route. The
// router is built from this table; the guard reads needsUser/needsRole. Entries marked "ours" are not
// in the spec's list but the console needs a path for them.

export type PageId =
  | 'home'
  | 'login'
  | 'forgotPassword'
  | 'resetPassword'
  | 'notAuthorized'
  | 'notFound'
  | 'dashboard'
  | 'settings'
  | 'reservation'
  | 'grid'
  | 'floorplan'
  | 'guestList'
  | 'clients'
  | 'clientProfile'
  | 'notBuilt';

export interface RouteEntry {
  /** React Router path pattern. */
  path: string;
  page: PageId;
  /** The screen's name as staff would call it (shown by the "not built yet" page). */
  screen: string;
  needsUser: boolean;
  needsRole: boolean;
}

export const CONSOLE_PREFIX = '/:restaurantname/:userroletype';

const publicRoute = (path: string, page: PageId, screen: string): RouteEntry => ({
  path,
  page,
  screen,
  needsUser: false,
  needsRole: false,
});

const consoleRoute = (subPath: string, screen: string, page: PageId = 'notBuilt'): RouteEntry => ({
  path: subPath === '' ? CONSOLE_PREFIX : `${CONSOLE_PREFIX}/${subPath}`,
  page,
  screen,
  needsUser: true,
  needsRole: true,
});

export const PUBLIC_ROUTES: readonly RouteEntry[] = [
  publicRoute('*', 'notFound', 'Page not found'),
  publicRoute('/not-authorized', 'notAuthorized', 'Not authorized'),
  publicRoute('/', 'home', 'Home'),
  publicRoute('/list_your_restaurant', 'notBuilt', 'List your restaurant'),
  publicRoute('/contactSupport', 'notBuilt', 'Contact & Support'),
  publicRoute('/help', 'notBuilt', 'Help'),
  publicRoute('/HelpTopic', 'notBuilt', 'Help topic'),
  publicRoute('/bookADemo', 'notBuilt', 'Book a demo'),
  publicRoute('/jobOpenings', 'notBuilt', 'Job openings'),
  publicRoute('/jobApplication/:id', 'notBuilt', 'Job application'),
  publicRoute('/workwithusForm', 'notBuilt', 'Work with us'),
  publicRoute('/login', 'login', 'Sign in'),
  publicRoute('/reset-password', 'resetPassword', 'Reset password'),
  publicRoute('/reserveocean_TableManagement_SignUp', 'notBuilt', 'Table management sign-up'),
  // ours: the spec names a forgot-password call but no path for its screen.
  publicRoute('/forgot-password', 'forgotPassword', 'Forgot password'),
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

const foodOrderRoutes: RouteEntry[] = FOOD_ORDER_OUTLETS.flatMap(([outlet, outletName]) => [
  consoleRoute(`services/foodOrderManagement/${outlet}/dashboard`, `${outletName} orders dashboard`),
  ...ORDER_PAGES.map(([page, name]) =>
    consoleRoute(`services/foodOrderManagement/${outlet}/${page}`, `${outletName} ${name.toLowerCase()}`),
  ),
]);

const reservationViewOrderRoutes: RouteEntry[] = (
  [
    ['reservation', 'Reservation'],
    ['grid', 'Grid'],
    ['floorplan', 'Floorplan'],
  ] as const
).flatMap(([view, viewName]) =>
  ORDER_PAGES.map(([page, name]) =>
    consoleRoute(
      `services/reservationManagement/${view}/foodOrderManagement/${page}`,
      `${viewName}: ${name.toLowerCase()}`,
    ),
  ),
);

const marketOrderRoutes: RouteEntry[] = ORDER_PAGES.map(([page, name]) =>
  consoleRoute(
    `services/marketManagement/marketOrderManagement/${page}`,
    `The Market: ${name.toLowerCase()}`,
  ),
);

const settingsRoute = (subPath: string, screen: string): RouteEntry =>
  consoleRoute(`settings/${subPath}`, `Settings: ${screen}`, 'settings');

const settingsRoutes: RouteEntry[] = [
  settingsRoute('mediaUpload', 'Media upload'),
  settingsRoute('general/venue', 'Venue'),
  settingsRoute('general/clientTags', 'Client tags'),
  settingsRoute('general/reservationTags', 'Reservation tags'),
  settingsRoute('general/tax', 'Tax'),
  settingsRoute('general/currency', 'Currency'),
  settingsRoute('availability/shift', 'Shifts'),
  settingsRoute('availability/accessRules', 'Access rules'),
  settingsRoute('availability/dailyProgram', 'Daily program'),
  settingsRoute('availability/perk', 'Concierge perks'),
  settingsRoute('availability/blackoutDates', 'Blackout dates'),
  settingsRoute('availability/availabilityQuickView', 'Availability quick view'),
  settingsRoute('website/reservation', 'Reservation widget'),
  settingsRoute('website/event', 'Event widget'),
  settingsRoute('website/waitlist', 'Waitlist widget'),
  settingsRoute('website/landingPageSetting', 'Landing page'),
  settingsRoute('website/customAudience', 'Custom audience'),
  settingsRoute('website/template', 'Website template'),
  settingsRoute('integration/paymentIntegration', 'Payment integration'),
  settingsRoute('integration/emailServiceProvider', 'Email service provider'),
  settingsRoute('integration/pointOfSale', 'Point of sale'),
  settingsRoute('accounts/userAccount', 'User accounts'),
  settingsRoute('accounts/serverName', 'Server names'),
  settingsRoute('floorplan/seatingArea', 'Seating areas'),
  settingsRoute('floorplan/rooms', 'Rooms'),
  settingsRoute('floorplan/tables', 'Tables'),
  settingsRoute('floorplan/floorplanLayout', 'Floor plan layouts'),
  settingsRoute('floorplan/floorplanLayout/createLayout/:id', 'Create floor plan layout'),
  settingsRoute('floorplan/tableCombination', 'Table combinations'),
  settingsRoute('floorplan/reservationStatus', 'Reservation statuses'),
  settingsRoute('language', 'Language'),
  settingsRoute('generateQrCode', 'QR codes'),
  settingsRoute('device', 'Devices'),
];
// Every declared resource has a settings screen; those the spec's list does not name (dress codes,
// facilities of spec §7 Restaurant) get their path from the declaration.
for (const resource of RESOURCES) {
  if (!settingsRoutes.some((r) => r.path.endsWith(`/settings/${resource.screen.path}`)))
    settingsRoutes.push(settingsRoute(resource.screen.path, resource.screen.title));
}

export const PROTECTED_ROUTES: readonly RouteEntry[] = [
  consoleRoute('', 'Dashboard', 'dashboard'),
  consoleRoute('home2', 'Home'),
  // ours: the guard's target for a user on someone else's restaurant or role.
  consoleRoute('404', 'Page not found', 'notFound'),
  consoleRoute('services/restaurantManagement/:restaurantPage', 'Restaurant management'),
  consoleRoute('services/reservationManagement/reservation', 'Reservation', 'reservation'),
  consoleRoute('services/reservationManagement/grid', 'Grid', 'grid'),
  consoleRoute('services/reservationManagement/guestlist', 'Guestlist', 'guestList'),
  consoleRoute('services/reservationManagement/floorplan', 'Floorplan', 'floorplan'),
  consoleRoute('clients', 'Clients', 'clients'),
  consoleRoute('clients/profile', 'Client profile', 'clientProfile'),
  consoleRoute('messages', 'Messages'),
  consoleRoute('marketing/promotion', 'Marketing: promotions'),
  consoleRoute('marketing/event', 'Marketing: events'),
  consoleRoute('marketing/template', 'Marketing: templates'),
  consoleRoute('marketing/socialMedia', 'Marketing: social media'),
  consoleRoute('marketing/guestSatisfaction', 'Marketing: guest satisfaction'),
  consoleRoute('marketing/notification', 'Marketing: notifications'),
  consoleRoute('marketing/notification/shareList', 'Marketing: notification share list'),
  consoleRoute('marketing/notification/preview', 'Marketing: notification preview'),
  consoleRoute('marketing/venueProfile', 'Marketing: venue profile'),
  consoleRoute('marketing/upsells', 'Marketing: upsells'),
  consoleRoute('marketing/links', 'Marketing: links'),
  consoleRoute('marketing/reviews', 'Marketing: reviews'),
  consoleRoute('marketing/tags', 'Marketing: tags'),
  consoleRoute('marketing/email-centre/emails/', 'Marketing: email centre'),
  consoleRoute('marketing/experiences2/', 'Marketing: experiences'),
  consoleRoute('marketing/promo-codes/', 'Marketing: promo codes'),
  consoleRoute('marketing/template/addTemplate', 'Marketing: add template'),
  consoleRoute('requests', 'Requests'),
  consoleRoute('help', 'Help'),
  consoleRoute('contactSupport', 'Contact & Support'),
  consoleRoute('profile', 'Profile'),
  consoleRoute('services/foodOrderManagement/irdDashboard', 'IRD dashboard'),
  consoleRoute('services/foodOrderManagement/menu', 'Food order menu'),
  consoleRoute('products', 'Products'),
  consoleRoute('products/create', 'Create product'),
  consoleRoute('products/edit/:id', 'Edit product'),
  consoleRoute('modifierGroup', 'Modifier groups'),
  consoleRoute('import', 'Import'),
  consoleRoute('users', 'Users'),
  consoleRoute('promotions', 'Promotions'),
  consoleRoute('menu/:id/manage', 'Manage menu'),
  consoleRoute('menu/create', 'Create menu'),
  consoleRoute('report', 'Reports'),
  consoleRoute('services/conciergeManagement', 'Concierge'),
  consoleRoute('services/conciergeManagement/conciergeDashboard', 'Concierge dashboard'),
  consoleRoute('services/marketManagement', 'The Market'),
  consoleRoute('services/marketManagement/marketDashboard', 'The Market dashboard'),
  consoleRoute('tourDesk', 'Tour desk'),
  consoleRoute('tourDesk/:id', 'Tour'),
  consoleRoute('tourDesk/:id/book', 'Book a tour'),
  consoleRoute('services/housekeepingMangement', 'House Keeping'),
  consoleRoute('services/housekeepingMangement/housekeepingDashboard', 'House Keeping dashboard'),
  consoleRoute('services/spaManagement', 'Spa & Wellness'),
  consoleRoute('services/spaManagement/spaDashboard', 'Spa & Wellness dashboard'),
  ...foodOrderRoutes,
  ...reservationViewOrderRoutes,
  ...marketOrderRoutes,
  consoleRoute('connect/liveOrders', 'Connect: live orders'),
  consoleRoute('connect/orderHistory', 'Connect: order history'),
  ...settingsRoutes,
];

/** ours: the admin area the guard's /admin rule protects (role must be one of ADMIN_ROLES). */
export const ADMIN_ROUTES: readonly RouteEntry[] = [
  { path: '/admin/*', page: 'notBuilt', screen: 'Administration', needsUser: true, needsRole: true },
];

export const ROUTE_TABLE: readonly RouteEntry[] = [...PUBLIC_ROUTES, ...PROTECTED_ROUTES, ...ADMIN_ROUTES];
