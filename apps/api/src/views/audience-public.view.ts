// A public audience link as its page shows it (PLT-017): whose it is, whether it takes answers, and the survey's choices.
import { SURVEY_DURATION_MINUTES } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import {
  SURVEY_AGE_MAX,
  SURVEY_AGE_MIN,
  SURVEY_BUDGET_MAX_USD,
  SURVEY_DESTINATION_MAX_LENGTH,
  SURVEY_DESTINATIONS,
  SURVEY_GENDERS,
  SURVEY_MAX_DESTINATIONS,
  SURVEY_SEASONS,
} from './survey-questions.js';

export const publicSurveyView = z
  .object({
    linkType: z.enum(['survey', 'emailCapture']),
    path: z.string(),
    hostName: z.string(),
    locked: z.boolean(),
    /** About how long the survey takes (AUD-017). */
    minutes: z.number().int(),
    questions: z
      .object({
        destinations: z.array(z.string()),
        maxDestinations: z.number().int(),
        destinationMaxLength: z.number().int(),
        seasons: z.array(z.string()),
        genders: z.array(z.string()),
        ageMin: z.number().int(),
        ageMax: z.number().int(),
        budgetMax: z.number().int(),
      })
      .strict(),
  })
  .strict()
  .openapi('PublicSurvey');
export type PublicSurveyView = z.infer<typeof publicSurveyView>;

/** What the page shows of the link itself (services/audience/public-link.ts reads it). */
export type PublicSurveyLink = Pick<PublicSurveyView, 'linkType' | 'path' | 'hostName' | 'locked'>;

export const toPublicSurveyView = (link: PublicSurveyLink): PublicSurveyView => ({
  linkType: link.linkType,
  path: link.path,
  hostName: link.hostName,
  locked: link.locked,
  minutes: SURVEY_DURATION_MINUTES,
  questions: {
    destinations: [...SURVEY_DESTINATIONS],
    maxDestinations: SURVEY_MAX_DESTINATIONS,
    destinationMaxLength: SURVEY_DESTINATION_MAX_LENGTH,
    seasons: [...SURVEY_SEASONS],
    genders: [...SURVEY_GENDERS],
    ageMin: SURVEY_AGE_MIN,
    ageMax: SURVEY_AGE_MAX,
    budgetMax: SURVEY_BUDGET_MAX_USD,
  },
});
