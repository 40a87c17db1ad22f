// Public surface of the promote area: promote email entities, email campaign statuses and their rules.
export {
  applyPromoteEmailDraft,
  canSavePromoteEmail,
  defaultPromoteEmailCopy,
  isPromoteAnalyticsVisible,
  isPromoteEmailCounterRed,
  isPromoteEmailEditable,
  promoteEmailCopy,
  promoteEmailRemainingCharacters,
} from './email-campaign.rules.js';
export { type PromoteEmailStatus, type PromoteEmails, promoteEmailStatusSchema } from './email-campaign.schema.js';
export {
  PROMOTE_ANALYTICS_ERROR,
  PROMOTE_EMAIL_CAMPAIGN_TABLE_TITLE,
  PROMOTE_EMAIL_MAX_CHARACTERS,
  PROMOTE_EMAIL_NOT_SAVED_TOAST,
  PROMOTE_EMAIL_PREVIEW_OPEN_LABEL,
  PROMOTE_EMAIL_SAVED_TOAST,
  PROMOTE_EMAIL_SEND_ERROR_MESSAGE,
  PROMOTE_EMAIL_SENT_MESSAGE,
  PROMOTE_EMAIL_STATUSES,
  PROMOTE_OPEN_TRIP_PAGE_LABEL,
  PROMOTE_TAB_TITLE,
  PROMOTE_TEST_EMAIL_TOAST_MS,
} from './promote.constants.js';
export {
  CAMPAIGN_NOT_EDITABLE_MESSAGE,
  CAMPAIGN_NOT_SENDABLE_MESSAGE,
  type CampaignEdit,
  campaignEditSchema,
  campaignRecipients,
  campaignScheduleError,
  campaignStatusAfterEdit,
  canSendCampaignNow,
} from './campaign-send.rules.js';
