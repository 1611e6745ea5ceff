import { adminRoute, publicRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZPlatformTheme, ZPublishThemeRequest } from './theme.schema.ts';

/** The platform theme: read by everyone, published and reset by admins (decision 033). */
export const THEMES_ROUTES = featureRoutes('themes', {
  'GET /theme': publicRoute('The platform theme every visitor gets (null: the default preset, ocean)', {
    ok: ZPlatformTheme,
  }),
  'PUT /admin/theme': adminRoute(
    'Publish a theme (a preset or a custom one) as the platform theme; validated and audited',
    { body: ZPublishThemeRequest, ok: ZPlatformTheme },
  ),
  'DELETE /admin/theme': adminRoute('Go back to the default platform theme (ocean); audited', {
    ok: ZPlatformTheme,
  }),
});
