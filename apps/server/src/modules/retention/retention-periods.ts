import type { TConfiguredRetention } from '@perks/contract';
import type { AppConfig } from '../../config/app-config.ts';

export type RetentionSettings = Pick<
  AppConfig,
  'TEXT_MESSAGE_RETENTION_DAYS' | 'EMAIL_MESSAGE_RETENTION_DAYS' | 'PAGE_VIEW_RETENTION_DAYS'
>;

/**
 * The retention periods set in the configuration, in the contract's names: the retention job
 * prunes by them and the privacy page states them (with the contract's fixed ones, decision 083).
 */
export function configuredRetention(config: RetentionSettings): TConfiguredRetention {
  return {
    textMessagesDays: config.TEXT_MESSAGE_RETENTION_DAYS,
    emailMessagesDays: config.EMAIL_MESSAGE_RETENTION_DAYS,
    pageViewsDays: config.PAGE_VIEW_RETENTION_DAYS,
  };
}
