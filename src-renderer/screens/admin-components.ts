// Users, profile, roles and the admin area (issue 16), loaded by the screen table as one chunk.
export { ProfileScreen } from './users/profile-screen.js';
export { UsersScreen } from './users/users-screen.js';
export { RolesScreen } from './users/roles-screen.js';
export { AuditTrailScreen } from './admin/audit-trail-screen.js';
export { AdminHomeScreen } from './admin/admin-home-screen.js';
export { RestaurantsAdminScreen } from './admin/restaurants-admin-screen.js';
export { RealtimeAdminScreen } from './admin/realtime-admin-screen.js';
export { PermissionCacheScreen } from './admin/permission-cache-screen.js';
