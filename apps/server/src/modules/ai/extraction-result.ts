import {
  type AiConversationType,
  doubtfulBusinessFields,
  issueMessages,
  type TExtractionResult,
  ZCreateBusinessRequest,
  ZWorkerOnboardingData,
} from '@perks/contract';

const SCHEMAS = { business_onboarding: ZCreateBusinessRequest, employee_onboarding: ZWorkerOnboardingData };

// The fields a complete conversation gives; the share found drives the confidence score.
const EXPECTED: Record<AiConversationType, string[]> = {
  business_onboarding: ['name', 'address', 'phone', 'description'],
  employee_onboarding: ['first_name', 'last_name', 'desired_role', 'experience'],
};

// The rules read only what they were built for; a hosted model may misread, so it starts lower.
const CEILING = { rules: 0.95, openrouter: 0.9 } as const;

/**
 * Checks proposed data with the very schemas that save it (so data without validation errors can be
 * sent as is, e.g. to create the business) and scores it: the share of expected fields present,
 * lowered when a schema refuses something.
 */
export function scoreExtraction(
  type: AiConversationType,
  method: TExtractionResult['extraction_method'],
  proposed: Record<string, unknown>,
): Omit<TExtractionResult, 'conversation_id' | 'conversation_type'> {
  const data = Object.fromEntries(
    Object.entries(proposed).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  const parsed = SCHEMAS[type].safeParse(data);
  const validationErrors = parsed.success ? [] : issueMessages(parsed.error);
  const found = EXPECTED[type].filter((key) => key in data).length / EXPECTED[type].length;
  const score = found * CEILING[method] * (validationErrors.length ? 0.6 : 1);
  return {
    confidence_score: Math.round(score * 100) / 100,
    extraction_method: method,
    extracted_data: data,
    validation_errors: validationErrors,
    doubtful_fields: type === 'business_onboarding' ? doubtfulBusinessFields(data) : [],
  };
}
