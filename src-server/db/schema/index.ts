// The server's whole drizzle schema; drizzle-kit reads this file and the db layer types against it.
export * from './restaurants';
export * from './users';
export * from './roles';
export * from './auth-tokens';
export * from './table-management';
export * from './guests';
export * from './reservations';
export * from './sync';
export * from './restaurant-profile';
export * from './access';
export * from './audit';
export * from './jobs';
export * from './guest-messages';
export * from './venue-settings';
export * from './menus';
export * from './guest-templates';
export * from './availability-settings';
