import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src-shared/constants.js';

const ISSUER = 'venue-console-tenant-api';
const AUDIENCE = 'venue-console';

export interface AccessClaims {
  userId: number;
  /** Restaurants the user held roles in when the token was issued (the server re-checks per request). */
  restaurantIds: number[];
  /** The sign-in (refresh-token family) the token was issued for: "sign out everywhere" ends the others. */
  sessionId?: string;
  /** The user's verifier epoch at issue (`vep`): a password change or deactivation bumps it. */
  verifierEpoch?: number;
}

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  now = Date.now(),
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({
    rids: claims.restaurantIds,
    ...(claims.sessionId ? { sid: claims.sessionId } : {}),
    ...(claims.verifierEpoch !== undefined ? { vep: claims.verifierEpoch } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(secret);
}

const payloadSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  rids: z.array(z.number().int().positive()),
  sid: z.uuid().optional(),
  vep: z.number().int().nonnegative().optional(),
});

/** Verifies signature, expiry, issuer and audience; returns null for any token that is not ours and current. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) return null;
    return {
      userId: Number(parsed.data.sub),
      restaurantIds: parsed.data.rids,
      ...(parsed.data.sid ? { sessionId: parsed.data.sid } : {}),
      ...(parsed.data.vep !== undefined ? { verifierEpoch: parsed.data.vep } : {}),
    };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

export const ACCESS_TOKEN_ISSUER = ISSUER;
export const ACCESS_TOKEN_AUDIENCE = AUDIENCE;
