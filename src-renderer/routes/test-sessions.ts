// Session fixtures for the guard and home-path unit tests (not shipped: only tests import this).
import type { Session, User } from '../../src-shared/schemas/auth.js';

export function testUser(overrides: Partial<User> = {}): User {
  const restaurant = { id: 1, shopName: 'Harbour Bistro', slug: 'harbour-bistro' };
  return {
    id: 7,
    email: 'admin@harbour.test',
    first_name: 'Ada',
    last_name: 'Harbour',
    restaurantName: 'harbour-bistro',
    roleName: 'admin',
    restaurantId: 1,
    primaryRole: 'admin',
    user_role_id: [
      { id: 1, roletypes: { id: 2, name: 'admin', restaurant_id: 1, restaurant_details: restaurant } },
    ],
    restaurant_details: restaurant,
    is_active: true,
    ...overrides,
  };
}

export function testSession(overrides: Partial<Session> = {}): Session {
  return {
    user: testUser(),
    loading: false,
    refreshing: false,
    allowedRoles: ['admin', 'host', 'manager'],
    role: 'admin',
    connection: 'online',
    ...overrides,
  };
}
