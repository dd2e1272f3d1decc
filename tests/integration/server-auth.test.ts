import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../src-shared/errors.js';
import { userSchema } from '../../src-shared/schemas/auth.js';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, secretKey } from '../../src-server/auth/access-token.js';
import { latestResetToken } from '../../src-server/mail/mailbox.js';
import { DEMO, useTestApi } from './helpers/api-server.js';

const getApi = useTestApi();
const SIGN_IN = '/user/signin/tablemanagement';

describe('sign-in', () => {
  it('answers token and a spec user whose first role carries the restaurant id', async () => {
    const { api } = getApi();
    const res = await api('POST', SIGN_IN, { body: DEMO.harbourAdmin });
    expect(res.status).toBe(200);
    const body = res.body as { success: boolean; message: string; data: { token: string; user: unknown } };
    expect(body.success).toBe(true);
    expect(body.message).toBe(API_MESSAGES.signedIn);
    const user = userSchema.parse(body.data.user);
    expect(user.restaurantName).toBe('harbour-bistro');
    expect(user.roleName).toBe('admin');
    expect(user.restaurant_details.shopName).toBe('Harbour Bistro');
    expect(user.user_role_id[0]?.roletypes.restaurant_id).toBe(user.restaurantId);
    const [, payload] = body.data.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
      sub: string;
      exp: number;
      iat: number;
      rids: number[];
    };
    expect(claims.sub).toBe(String(user.id));
    expect(claims.rids).toEqual([user.restaurantId]);
    expect(claims.exp - claims.iat).toBe(15 * 60);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('venue_refresh='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/v1\/user/);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses an unknown email and a wrong password with the same 401', async () => {
    const { api } = getApi();
    const unknown = await api('POST', SIGN_IN, {
      body: { email: 'nobody@harbour.test', password: 'whatever-1' },
    });
    const wrong = await api('POST', SIGN_IN, {
      body: { email: DEMO.harbourAdmin.email, password: 'not-the-password' },
    });
    for (const res of [unknown, wrong]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: API_MESSAGES.invalidCredentials });
    }
  });

  it('answers malformed JSON with 400 and a schema failure with 422 naming the field', async () => {
    const { api } = getApi();
    const malformed = await api('POST', SIGN_IN, { rawBody: '{"email": "admin@harbour.test", ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, message: API_MESSAGES.malformedJson });
    const invalid = await api('POST', SIGN_IN, { body: { email: 'not-an-email', password: 'x' } });
    expect(invalid.status).toBe(422);
    const body = invalid.body as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe(API_MESSAGES.validationFailed);
    expect(Object.keys(body.errors)).toEqual(['email']);
  });
});

describe('refresh tokens', () => {
  it('rotates, accepts the old token once more within the grace window, and a second reuse revokes the whole family', async () => {
    const { api, signIn } = getApi();
    const session = await signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
    const first = await api('POST', '/user/refresh-token', { cookie: session.cookie });
    expect(first.status).toBe(200);
    expect(userSchema.parse((first.body as { data: { user: unknown } }).data.user).email).toBe(
      DEMO.harbourHost.email,
    );
    const newer = first.setCookies.find((c) => c.startsWith('venue_refresh='));
    expect(newer).toBeDefined();
    expect(newer).not.toBe(session.cookie);

    // Once more within the grace window: the response carrying `newer` may have been lost. The
    // answer is `newer` again, not a second successor (the family does not fork).
    const retried = await api('POST', '/user/refresh-token', { cookie: session.cookie });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const third = retried.setCookies.find((c) => c.startsWith('venue_refresh='));
    expect(third).toBeDefined();
    expect(third).toBe(newer);

    // A second reuse is a copied token: the whole family is revoked.
    const reuse = await api('POST', '/user/refresh-token', { cookie: session.cookie });
    expect(reuse.status).toBe(401);
    expect((reuse.body as { message: string }).message).toBe(API_MESSAGES.refreshTokenReused);
    for (const cookie of [newer, third]) {
      const afterReuse = await api('POST', '/user/refresh-token', { cookie });
      expect(afterReuse.status).toBe(401);
    }
  });

  it('answers 401 without a cookie', async () => {
    const res = await getApi().api('POST', '/user/refresh-token');
    expect(res.status).toBe(401);
    expect((res.body as { message: string }).message).toBe(API_MESSAGES.refreshTokenMissing);
  });

  it('logout revokes the refresh token and clears the cookie (GET and POST)', async () => {
    const { api, signIn } = getApi();
    for (const method of ['GET', 'POST']) {
      const session = await signIn(DEMO.harbourHost.email, DEMO.harbourHost.password);
      const out = await api(method, '/user/logout', { cookie: session.cookie });
      expect(out.status).toBe(200);
      expect(out.headers.getSetCookie().some((c) => /^venue_refresh=;/.test(c))).toBe(true);
      const after = await api('POST', '/user/refresh-token', { cookie: session.cookie });
      expect(after.status).toBe(401);
    }
  });
});

describe('access tokens', () => {
  it('accepts a valid token on /auth/ and /user/profile, refuses an expired or forged one', async () => {
    const { api, signIn, server } = getApi();
    const session = await signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password);
    const ok = await api('GET', '/auth/', { token: session.token });
    expect(ok.status).toBe(200);
    expect((ok.body as { data: { user: { email: string } } }).data.user.email).toBe(DEMO.harbourAdmin.email);
    const profile = await api('GET', '/user/profile', { token: session.token });
    expect(userSchema.parse((profile.body as { data: unknown }).data).id).toBe(session.user.id);

    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ rids: [session.user.restaurantId] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.user.id))
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(secretKey(server.jwtSecret));
    const res = await api('GET', '/auth/', { token: expired });
    expect(res.status).toBe(401);
    expect((res.body as { message: string }).message).toBe(API_MESSAGES.unauthorized);

    const forged = await new SignJWT({ rids: [1] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.user.id))
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setExpirationTime('10m')
      .sign(secretKey('some-other-secret-of-enough-length-123'));
    expect((await api('GET', '/auth/', { token: forged })).status).toBe(401);
    expect((await api('GET', '/auth/')).status).toBe(401);
  });
});

describe('password reset', () => {
  it('round-trips through the mailbox: new password works, old fails, token is single use', async () => {
    const { api, signIn, dataDir } = getApi();
    const email = DEMO.quayAdmin.email;
    const before = await signIn(email, DEMO.quayAdmin.password);

    const unknown = await api('POST', '/user/forgot-password', { body: { email: 'nobody@quay.test' } });
    const known = await api('POST', '/user/forgot-password', { body: { email } });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const token = latestResetToken(dataDir, email);
    expect(token).toBeTruthy();

    const wrongEmail = await api('POST', '/user/reset-password', {
      body: { token, email: DEMO.harbourAdmin.email, newPassword: 'quay-admin-2' },
    });
    expect(wrongEmail.status).toBe(400);
    const reset = await api('POST', '/user/reset-password', {
      body: { token, email, newPassword: 'quay-admin-2' },
    });
    expect(reset.status).toBe(200);
    expect((reset.body as { message: string }).message).toBe(API_MESSAGES.passwordReset);

    expect((await api('POST', SIGN_IN, { body: DEMO.quayAdmin })).status).toBe(401);
    await signIn(email, 'quay-admin-2');
    expect((await api('POST', '/user/refresh-token', { cookie: before.cookie })).status).toBe(401);

    const again = await api('POST', '/user/reset-password', {
      body: { token, email, newPassword: 'quay-admin-3' },
    });
    expect(again.status).toBe(400);
    expect((again.body as { message: string }).message).toBe(API_MESSAGES.resetTokenInvalid);
  });
});
