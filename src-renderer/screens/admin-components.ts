// Users, profile, roles and the admin area (issue 16), loaded by the screen table as one chunk.
export { ProfileScreen } from './users/profile-screen.js';
export { UsersScreen } from './users/users-screen.js';
export { RolesScreen } from './users/roles-screen.js';
export { AdminHomeScreen, AuditTrailScreen } from './admin/audit-trail-screen.js';
