import { signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZTextConsentList, ZTextKindParams, ZTextKindSetting, ZTextKindSwitch } from './text-consent.ts';

/** The signed-in person's texts: a switch per kind and the consent behind each (decision 085). */
export const TEXT_CONSENT_ROUTES = featureRoutes('text-consent', {
  'GET /user/text-consents': signedInRoute(
    "Each kind of text, whether it is on for the person's phone, and the consent recorded for it",
    { ok: ZTextConsentList },
  ),
  'PUT /user/text-consents/{kind}': signedInRoute(
    'Turn one kind of text on or off (off is the same as STOP for it); recorded with the words and address; 60 an hour',
    { params: ZTextKindParams, body: ZTextKindSwitch, ok: ZTextKindSetting },
  ),
});
