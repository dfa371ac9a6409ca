/**
 * `/api/auth`: register, login, admin login, log-in link, refresh, logout (decision 009 for the
 * login limits). A session's access token and user are in the JSON answer, its refresh token in an
 * HttpOnly cookie (refresh-cookie.ts).
 */
import { z } from "zod";
import { loginLinkSessionResponse, registeredResponse, sessionResponse } from "../../domain/api/auth.ts";
import { confirmationSchema } from "../../domain/api/envelope.ts";
import { loginLinkSchema, loginSchema, registerSchema } from "../../domain/schemas.ts";
import {
  errorResponses,
  jsonBody,
  jsonBodyReadByHandler,
  jsonResponse,
  rateLimitedResponse,
  routes,
} from "../lib/openapi.ts";
import { clearsRefreshCookie, refreshTokenDeliveryHeader, setsRefreshCookie } from "./refresh-cookie.ts";

const publicRoute = routes("public", "Auth");

/** The refresh token a non-browser client sends in the body (browsers send the cookie). */
export const refreshTokenBodySchema = z.object({
  refreshToken: z.string().min(1).max(200).meta({ description: "The refresh token of the session." }),
});

const sessionStarted = (description: string) => ({
  ...jsonResponse(sessionResponse, description),
  headers: setsRefreshCookie,
});

const loginRefusals = {
  ...errorResponses({
    400: "The body is not JSON, or the e-mail or password is missing or malformed.",
    401: "Wrong e-mail or password (the same answer for both); or, while the account asks for more proof, the notice that a log-in link was e-mailed.",
    403: "The account is not active (or, at the staff door, the user is not an admin).",
  }),
  ...rateLimitedResponse("Too many failed attempts from this address."),
};

export const register = publicRoute({
  method: "post",
  path: "/auth/register",
  summary: "Create a customer account",
  request: { body: jsonBody(registerSchema) },
  responses: {
    201: jsonResponse(registeredResponse, "The account exists; the customer logs in next."),
    ...errorResponses({
      400: "A field is missing or invalid, the password is too short, too long or too common, or the privacy notice's consent box was not ticked.",
      409: "An account with this e-mail already exists, or the privacy notice changed since the form was loaded.",
    }),
    ...rateLimitedResponse("Too many sign-ups from this address or for this e-mail."),
  },
});

export const login = publicRoute({
  method: "post",
  path: "/auth/login",
  summary: "Log in with e-mail and password",
  description:
    "Failures are counted per address and account; past a threshold the right password earns an e-mailed one-time log-in link instead of a session, so nobody can lock an owner out by failing on purpose.",
  request: { headers: refreshTokenDeliveryHeader, body: jsonBody(loginSchema) },
  responses: { 200: sessionStarted("Signed in."), ...loginRefusals },
});

export const adminLogin = publicRoute({
  method: "post",
  path: "/auth/admin/login",
  summary: "Log in at the staff door (admins only)",
  request: { headers: refreshTokenDeliveryHeader, body: jsonBody(loginSchema) },
  responses: { 200: sessionStarted("Signed in; `data.isAdmin` is true."), ...loginRefusals },
});

export const loginLink = publicRoute({
  method: "post",
  path: "/auth/login-link",
  summary: "Log in with an e-mailed one-time link",
  request: { headers: refreshTokenDeliveryHeader, body: jsonBody(loginLinkSchema) },
  responses: {
    200: {
      ...jsonResponse(loginLinkSessionResponse, "Signed in; the link is spent."),
      headers: setsRefreshCookie,
    },
    ...errorResponses({ 400: "The link is malformed, used, expired, or its account is not active." }),
    ...rateLimitedResponse("Too many links presented from this address."),
  },
});

export const refresh = publicRoute({
  method: "post",
  path: "/auth/refresh",
  summary: "Renew the access token",
  description:
    "Rotates the refresh token (the cookie, or `refreshToken` in the body for non-browser clients): each one works once, and presenting a used one ends the whole session.",
  request: {
    headers: refreshTokenDeliveryHeader,
    body: jsonBodyReadByHandler(refreshTokenBodySchema, {
      required: false,
      description: "Only for non-browser clients; a browser sends no body and the cookie is read.",
    }),
  },
  responses: {
    200: sessionStarted("A new access token, and a new refresh token in the cookie."),
    401: {
      ...errorResponses({ 401: "No refresh token, or it is unknown, used, expired or revoked." })[401],
      headers: clearsRefreshCookie,
    },
  },
});

export const logout = publicRoute({
  method: "post",
  path: "/auth/logout",
  summary: "Log out",
  description:
    "Ends the session identified by the refresh token (cookie or body) and by the bearer token's session, even when the access token has expired; always clears the cookie.",
  request: {
    body: jsonBodyReadByHandler(refreshTokenBodySchema, {
      required: false,
      description: "Only for non-browser clients, which keep the refresh token themselves.",
    }),
  },
  responses: {
    200: { ...jsonResponse(confirmationSchema, "Logged out."), headers: clearsRefreshCookie },
  },
});
