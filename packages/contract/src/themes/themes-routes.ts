import { ok } from '../api/envelope.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZPlatformTheme, ZPublishThemeRequest } from './theme.schema.ts';

/** The platform theme: read by everyone, published and reset by admins (decision 033). */
export const THEMES_ROUTES = featureRoutes('themes', {
  'GET /theme': {
    summary: 'The platform theme every visitor gets (null: the default preset, ocean)',
    access: 'public',
    responses: { 200: ok(ZPlatformTheme) },
  },
  'PUT /admin/theme': {
    summary: 'Publish a theme (a preset or a custom one) as the platform theme; validated and audited',
    access: 'admin',
    body: ZPublishThemeRequest,
    responses: { 200: ok(ZPlatformTheme) },
  },
  'DELETE /admin/theme': {
    summary: 'Go back to the default platform theme (ocean); audited',
    access: 'admin',
    responses: { 200: ok(ZPlatformTheme) },
  },
});
