/**
 * Short-lived access tokens: HS256 JWTs signed with JWT_SECRET via jose, carrying the user id
 * (`sub`) and role. Verification pins the algorithm, issuer and audience, so `alg: none`, tokens
 * for another audience and tokens signed with another key are all refused.
 */
import { jwtVerify, SignJWT } from "jose";
import { isUserRole, type UserRole } from "../../domain/users.ts";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const JWT_ISSUER = "asthiveda-shop";
export const JWT_AUDIENCE = "asthiveda-shop-api";

export type Role = UserRole;
/** `sid` is the refresh-token family the token was issued for, so logout can end that session. */
export type AccessClaims = { sub: string; role: Role; sid?: string };

export async function signAccessToken(
  claims: AccessClaims,
  secret: Uint8Array,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  return new SignJWT(claims.sid ? { role: claims.role, sid: claims.sid } : { role: claims.role })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/**
 * The HMAC key of a secret, imported once: every signed-in request verifies a token, and importing
 * the key on each was a measurable part of a request's CPU. Keyed by the secret's text, so a
 * changed secret gets its own key.
 */
const verifyingKeys = new Map<string, Promise<CryptoKey>>();

function verifyingKey(secret: Uint8Array): Promise<CryptoKey> {
  const id = new TextDecoder().decode(secret);
  let key = verifyingKeys.get(id);
  if (!key) {
    key = crypto.subtle.importKey("raw", new Uint8Array(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "verify",
    ]);
    verifyingKeys.set(id, key);
  }
  return key;
}

/**
 * The token's claims, or null when it is malformed, expired, tampered with or not ours.
 * `expiredForAtMostSeconds` accepts a genuine token that ran out no longer ago than that: only for
 * logout, which must still find the session of a client whose token has expired.
 */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  expiredForAtMostSeconds = 0,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await verifyingKey(secret), {
      algorithms: ["HS256"],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      clockTolerance: expiredForAtMostSeconds,
    });
    if (typeof payload.sub !== "string" || !isUserRole(payload.role)) return null;
    const sid = typeof payload.sid === "string" ? payload.sid : undefined;
    return sid ? { sub: payload.sub, role: payload.role, sid } : { sub: payload.sub, role: payload.role };
  } catch {
    return null;
  }
}
