import { z } from 'zod';
import { ok } from '../api/envelope.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import {
  ZRefreshResult,
  ZSendOtpRequest,
  ZSendOtpResult,
  ZSignInResult,
  ZVerifyOtpRequest,
} from './auth-api.ts';
import { ZSignInSession, ZSignOutOthersResult } from './sign-in-sessions.ts';

/** Signing in by phone and one-time code, the refresh cookie, and the signed-in devices (decisions 007, 023). */
export const AUTH_ROUTES = featureRoutes('auth', {
  'POST /auth/send-otp': {
    summary: 'Send a one-time sign-in code by SMS',
    access: 'public',
    body: ZSendOtpRequest,
    responses: { 200: ok(ZSendOtpResult) },
  },
  'POST /auth/verify-otp': {
    summary: 'Check a one-time code; signs in (sets the refresh cookie) and returns the access token',
    access: 'public',
    body: ZVerifyOtpRequest,
    responses: { 200: ok(ZSignInResult) },
  },
  'POST /auth/refresh': {
    summary: 'Trade the refresh cookie for a new access token (the cookie rotates)',
    access: 'public',
    responses: { 200: ok(ZRefreshResult) },
  },
  'POST /auth/logout': {
    summary: 'End this sign-in and clear the refresh cookie',
    access: 'public',
    responses: { 200: ok(z.null()) },
  },
  'GET /auth/sessions': {
    summary: "The caller's signed-in devices: every sign-in that has not ended, newest activity first",
    access: 'user',
    responses: { 200: ok(z.array(ZSignInSession)) },
  },
  'DELETE /auth/sessions/{id}': {
    summary: "Sign out of one of the caller's other devices",
    access: 'user',
    params: ZIdParams,
    responses: { 200: ok(z.null()) },
  },
  'POST /auth/sessions/sign-out-others': {
    summary: 'Sign out of every device but the one making the request',
    access: 'user',
    responses: { 200: ok(ZSignOutOthersResult) },
  },
});
