import { z } from 'zod';
import { ok } from '../api/envelope.ts';
import type { RouteKeyFormat, RouteSpec } from '../api/route-spec.ts';
import {
  ZRefreshResult,
  ZSendOtpRequest,
  ZSendOtpResult,
  ZSignInResult,
  ZVerifyOtpRequest,
} from './auth-api.ts';
import { ZSignInSession, ZSignInSessionParams, ZSignOutOthersResult } from './sign-in-sessions.ts';

/** Signing in by phone and one-time code, the refresh cookie, and the signed-in devices (decisions 007, 023). */
export const AUTH_ROUTES = {
  'POST /auth/send-otp': {
    summary: 'Send a one-time sign-in code by SMS',
    tag: 'auth',
    access: 'public',
    body: ZSendOtpRequest,
    responses: { 200: ok(ZSendOtpResult) },
  },
  'POST /auth/verify-otp': {
    summary: 'Check a one-time code; signs in (sets the refresh cookie) and returns the access token',
    tag: 'auth',
    access: 'public',
    body: ZVerifyOtpRequest,
    responses: { 200: ok(ZSignInResult) },
  },
  'POST /auth/refresh': {
    summary: 'Trade the refresh cookie for a new access token (the cookie rotates)',
    tag: 'auth',
    access: 'public',
    responses: { 200: ok(ZRefreshResult) },
  },
  'POST /auth/logout': {
    summary: 'End this sign-in and clear the refresh cookie',
    tag: 'auth',
    access: 'public',
    responses: { 200: ok(z.null()) },
  },
  'GET /auth/sessions': {
    summary: "The caller's signed-in devices: every sign-in that has not ended, newest activity first",
    tag: 'auth',
    access: 'user',
    responses: { 200: ok(z.array(ZSignInSession)) },
  },
  'DELETE /auth/sessions/{id}': {
    summary: "Sign out of one of the caller's other devices",
    tag: 'auth',
    access: 'user',
    params: ZSignInSessionParams,
    responses: { 200: ok(z.null()) },
  },
  'POST /auth/sessions/sign-out-others': {
    summary: 'Sign out of every device but the one making the request',
    tag: 'auth',
    access: 'user',
    responses: { 200: ok(ZSignOutOthersResult) },
  },
} as const satisfies Record<RouteKeyFormat, RouteSpec>;
