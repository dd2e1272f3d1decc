import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, ROLE_NAMES } from '../../src-shared/constants.js';
import { API_MESSAGES, STATUS_ERRORS } from '../../src-shared/errors.js';
import { roleTypeSchema, userSchema } from '../../src-shared/schemas/auth.js';
import { restaurantDetailsResponseSchema, restaurantSchema } from '../../src-shared/schemas/restaurant.js';
import { DEMO, useTestApi, type SignedIn } from './helpers/api-server.js';

const getApi = useTestApi();

let harbourAdmin: SignedIn;
let harbourHost: SignedIn;
let quayAdmin: SignedIn;
let harbourId: number;
let quayId: number;

beforeAll(async () => {
  const { signIn } = getApi();
  harbourAdmin = await signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
  harbourHost = await signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
  quayAdmin = await signIn(DEMO.quayAdmin.email, DEMO.quayAdmin.password);
  harbourId = harbourAdmin.user.restaurantId;
  quayId = quayAdmin.user.restaurantId;
});

describe('own tenant', () => {
  it('reads the restaurant, its details, outlets and role types', async () => {
    const { api } = getApi();
    const opts = { token: harbourAdmin.token, restaurantId: harbourId };
    const restaurant = restaurantSchema.parse(
      ((await api('GET', `/restaurant/get/${harbourId}`, opts)).body as { data: unknown }).data,
    );
    expect(restaurant).toMatchObject({ slug: 'harbour-bistro', timeZone: 'Europe/London', currency: 'GBP' });
    const details = restaurantDetailsResponseSchema.parse(
      ((await api('GET', `/restaurant/${harbourId}/details`, opts)).body as { data: unknown }).data,
    );
    expect(details.shopName).toBe('Harbour Bistro');
    expect(details.userCount).toBe(2);
    const outlet = await api('GET', `/restaurant/outlets/${harbourId}`, opts);
    expect(restaurantSchema.parse((outlet.body as { data: unknown }).data).id).toBe(harbourId);
    const all = await api('GET', '/restaurant/outlets/all', opts);
    expect((all.body as { data: { slug: string }[] }).data.map((o) => o.slug)).toEqual(['harbour-bistro']);

    const types = await api('GET', `/roles/types/by-restaurant/${harbourId}`, opts);
    const list = roleTypeSchema.array().parse((types.body as { data: unknown }).data);
    expect(list.map((t) => t.name).sort()).toEqual([...ROLE_NAMES].sort());
    expect(
      list.every((t) => t.restaurant_id === harbourId && t.restaurant_details.shopName === 'Harbour Bistro'),
    ).toBe(true);
    expect(ADMIN_ROLES.every((r) => list.some((t) => t.name === r))).toBe(true);
  });

  it('lists only its own users', async () => {
    const res = await getApi().api('GET', `/user/restaurant/${harbourId}`, {
      token: harbourAdmin.token,
      restaurantId: harbourId,
    });
    const users = userSchema.array().parse((res.body as { data: unknown }).data);
    expect(users.map((u) => u.email).sort()).toEqual([DEMO.harbourAdmin.email, DEMO.harbourHost.email]);
  });

  it('requires the restaurant-id header on tenant routes', async () => {
    const { api } = getApi();
    const missing = await api('GET', `/restaurant/get/${harbourId}`, { token: harbourAdmin.token });
    expect(missing.status).toBe(400);
    expect((missing.body as { message: string }).message).toBe(API_MESSAGES.restaurantHeaderRequired);
    const junk = await api('GET', `/restaurant/get/${harbourId}`, {
      token: harbourAdmin.token,
      restaurantId: 'abc',
    });
    expect(junk.status).toBe(400);
  });
});

describe('a Harbour Bistro admin and Quay Cafe', () => {
  const quayPaths = () => [
    `/restaurant/get/${quayId}`,
    `/restaurant/${quayId}/details`,
    `/restaurant/outlets/${quayId}`,
    `/roles/types/by-restaurant/${quayId}`,
    `/user/restaurant/${quayId}`,
  ];

  it('gets 403 for every Quay restaurant path id under its own header', async () => {
    for (const p of quayPaths()) {
      const res = await getApi().api('GET', p, { token: harbourAdmin.token, restaurantId: harbourId });
      expect(res.status, p).toBe(403);
      expect(res.body, p).toEqual({ success: false, message: STATUS_ERRORS[403] });
    }
  });

  it('gets 403 for every route when it names Quay in the restaurant-id header', async () => {
    const { api } = getApi();
    const opts = { token: harbourAdmin.token, restaurantId: quayId };
    const calls: [string, string, unknown?][] = [
      ...quayPaths().map((p): [string, string] => ['GET', p]),
      ['GET', `/user/${quayAdmin.user.id}`],
      ['PUT', `/user/update/${quayAdmin.user.id}`, { first_name: 'Hijack' }],
      ['DELETE', `/user/${quayAdmin.user.id}`],
      [
        'POST',
        '/user/create',
        { email: 'intruder@quay.test', password: 'intruder-1', first_name: 'In', role: 'admin' },
      ],
      ['GET', '/user/profile'],
      ['GET', '/auth/'],
      ['GET', '/restaurant/outlets/all'],
    ];
    for (const [method, p, body] of calls) {
      const res = await api(method, p, { ...opts, body });
      expect(res.status, `${method} ${p}`).toBe(403);
    }
  });

  it('gets 404 for Quay users by id under its own header, and changes nothing', async () => {
    const { api } = getApi();
    const opts = { token: harbourAdmin.token, restaurantId: harbourId };
    const id = quayAdmin.user.id;
    expect((await api('GET', `/user/${id}`, opts)).status).toBe(404);
    expect((await api('PUT', `/user/update/${id}`, { ...opts, body: { first_name: 'Hijack' } })).status).toBe(
      404,
    );
    expect((await api('DELETE', `/user/${id}`, opts)).status).toBe(404);
    const still = await api('GET', `/user/${id}`, { token: quayAdmin.token, restaurantId: quayId });
    expect((still.body as { data: { first_name: string } }).data.first_name).toBe('Mia');
  });
});

describe('users CRUD and roles', () => {
  it('lets an admin create, read, update and delete a user', async () => {
    const { api, signIn } = getApi();
    const opts = { token: harbourAdmin.token, restaurantId: harbourId };
    const created = await api('POST', '/user/create', {
      ...opts,
      body: {
        email: 'Sam@Harbour.test',
        password: 'sam-manager-1',
        first_name: 'Sam',
        last_name: 'Cole',
        role: 'manager',
      },
    });
    expect(created.status).toBe(201);
    const user = userSchema.parse((created.body as { data: unknown }).data);
    expect(user).toMatchObject({
      email: 'sam@harbour.test',
      roleName: 'manager',
      restaurantName: 'harbour-bistro',
    });

    const dup = await api('POST', '/user/create', {
      ...opts,
      body: { email: 'sam@harbour.test', password: 'sam-manager-1', first_name: 'Sam', role: 'host' },
    });
    expect(dup.status).toBe(409);
    expect((dup.body as { message: string }).message).toBe(API_MESSAGES.emailTaken);

    const manager = await signIn('sam@harbour.test', 'sam-manager-1');
    const updated = await api('PUT', `/user/update/${user.id}`, {
      ...opts,
      body: { role: 'host', last_name: 'Coleman' },
    });
    expect(updated.status).toBe(200);
    expect(userSchema.parse((updated.body as { data: unknown }).data)).toMatchObject({
      roleName: 'host',
      last_name: 'Coleman',
    });

    const deactivated = await api('PUT', `/user/update/${user.id}`, { ...opts, body: { is_active: false } });
    expect(deactivated.status).toBe(200);
    expect((await api('GET', '/auth/', { token: manager.token })).status).toBe(401);
    expect((await api('POST', '/user/refresh-token', { cookie: manager.cookie })).status).toBe(401);

    const deleted = await api('DELETE', `/user/${user.id}`, opts);
    expect(deleted.status).toBe(200);
    expect((await api('GET', `/user/${user.id}`, opts)).status).toBe(404);
  });

  it('refuses an admin deleting itself or granting super_admin', async () => {
    const { api } = getApi();
    const opts = { token: harbourAdmin.token, restaurantId: harbourId };
    expect((await api('DELETE', `/user/${harbourAdmin.user.id}`, opts)).status).toBe(409);
    const escalate = await api('PUT', `/user/update/${harbourHost.user.id}`, {
      ...opts,
      body: { role: 'super_admin' },
    });
    expect(escalate.status).toBe(403);
    expect((escalate.body as { message: string }).message).toBe(API_MESSAGES.superAdminOnly);
  });

  it('lets a host read users but not create, update or delete them', async () => {
    const { api } = getApi();
    const opts = { token: harbourHost.token, restaurantId: harbourId };
    expect((await api('GET', `/user/restaurant/${harbourId}`, opts)).status).toBe(200);
    expect((await api('GET', `/user/${harbourAdmin.user.id}`, opts)).status).toBe(200);
    const create = await api('POST', '/user/create', {
      ...opts,
      body: { email: 'new@harbour.test', password: 'new-user-1', first_name: 'New', role: 'host' },
    });
    expect(create.status).toBe(403);
    expect(
      (await api('PUT', `/user/update/${harbourAdmin.user.id}`, { ...opts, body: { first_name: 'X' } }))
        .status,
    ).toBe(403);
    expect((await api('DELETE', `/user/${harbourAdmin.user.id}`, opts)).status).toBe(403);
    const admin = await api('GET', `/user/${harbourAdmin.user.id}`, opts);
    expect((admin.body as { data: { first_name: string } }).data.first_name).toBe('Hannah');
  });
});
