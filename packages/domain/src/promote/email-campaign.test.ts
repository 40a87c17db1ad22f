// Tests of promote emails: entities, statuses, editability, copy limit, counter, apply/save and analytics.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRIP_STATUSES } from '../shared/statuses.js';
import {
  applyPromoteEmailDraft,
  canSavePromoteEmail,
  defaultPromoteEmailCopy,
  isPromoteAnalyticsVisible,
  isPromoteEmailCounterRed,
  isPromoteEmailEditable,
  promoteEmailCopy,
  promoteEmailCopySchema,
  promoteEmailRemainingCharacters,
} from './email-campaign.rules.js';
import {
  emailCampaignSchema,
  emailHookSchema,
  promoteEmailStatusSchema,
  promoteEmailsSchema,
} from './email-campaign.schema.js';
import {
  PROMOTE_ANALYTICS_ERROR,
  PROMOTE_EMAIL_CAMPAIGN_TABLE_TITLE,
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

describe('promote email entities', () => {
  it('[PRM-002] an email hook has its id, name, drip order and identifiers, label, blurb, active and scheduled date', () => {
    const hook = emailHookSchema.parse({
      emailHookId: 'h1',
      name: 'Launch reminder',
      dripSortOrder: 2,
      dripCampaignIdentifier: 'camp-1',
      dripIdentifier: 'drip-2',
      emailCampaignScheduledLabel: '3 days after launch',
      hostBlurb: 'Join me!',
      active: false,
      scheduledHook: { scheduledDate: '2025-03-01T15:00:00Z' },
    });
    expect(hook.dripSortOrder).toBe(2);
    expect(hook.dripCampaignIdentifier).toBe('camp-1');
    expect(hook.dripIdentifier).toBe('drip-2');
    expect(hook.emailCampaignScheduledLabel).toBe('3 days after launch');
    expect(hook.active).toBe(false);
    expect(hook.scheduledHook?.scheduledDate?.toISOString()).toBe('2025-03-01T15:00:00.000Z');
    const minimal = emailHookSchema.parse({ emailHookId: 'h2', name: 'Welcome' });
    expect(minimal).toEqual({ emailHookId: 'h2', name: 'Welcome', dripSortOrder: 0, hostBlurb: '', active: true });
  });

  it('[PRM-002] the trip promote emails default to an active empty launch email and no drip', () => {
    expect(promoteEmailsSchema.parse({})).toEqual({ launch: { active: true, hostBlurb: '', subject: '' }, drip: [] });
  });

  it('[PRM-008] a promote email status is Pending, Scheduled, Sent, Disabled or Canceled', () => {
    for (const value of ['Pending', 'Scheduled', 'Sent', 'Disabled', 'Canceled'])
      expect(promoteEmailStatusSchema.parse(value)).toBe(value);
    expect(promoteEmailStatusSchema.parse('scheduled')).toBe('Scheduled');
    expect(promoteEmailStatusSchema.parse('CANCELLED')).toBe('Canceled');
    expect(promoteEmailStatusSchema.parse('canceled')).toBe('Canceled');
    expect(promoteEmailStatusSchema.safeParse('Bounced').success).toBe(false);
    const row = emailCampaignSchema.parse({ name: 'Launch', status: 'sent', opened: 4 });
    expect(row).toMatchObject({ status: 'Sent', opened: 4, clicked: 0, sortOrder: 0, scheduledDate: null });
  });
});

describe('promote email rules', () => {
  it('[PRM-009] is editable unless the trip is cancelled, closed or complete or the email is Sent or Canceled', () => {
    expect(isPromoteEmailEditable({ tripStatus: 'live', emailStatus: 'Scheduled' })).toBe(true);
    expect(isPromoteEmailEditable({ tripStatus: 'host-approved', emailStatus: 'Disabled' })).toBe(true);
    expect(isPromoteEmailEditable({ tripStatus: 'live', emailStatus: 'Sent' })).toBe(false);
    expect(isPromoteEmailEditable({ tripStatus: 'live', emailStatus: 'Canceled' })).toBe(false);
    expect(isPromoteEmailEditable({ tripStatus: 'closed', emailStatus: 'Pending' })).toBe(false);
    expect(isPromoteEmailEditable({ tripStatus: 'cancelled', emailStatus: 'Pending' })).toBe(false);
    expect(isPromoteEmailEditable({ tripStatus: 'complete', emailStatus: 'Pending' })).toBe(false);
  });

  it('[PRM-009] editability is exactly "trip not locked and email not final" for every pair', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRIP_STATUSES), fc.constantFrom(...PROMOTE_EMAIL_STATUSES), (t, e) => {
        const expected = !['cancelled', 'closed', 'complete'].includes(t) && e !== 'Sent' && e !== 'Canceled';
        expect(isPromoteEmailEditable({ tripStatus: t, emailStatus: e })).toBe(expected);
      }),
    );
  });

  it('[PRM-010] DECIDE: promote email copy is limited to 500 characters', () => {
    expect(promoteEmailCopySchema.safeParse({ hostBlurb: 'a'.repeat(500) }).success).toBe(true);
    const over = promoteEmailCopySchema.safeParse({ hostBlurb: 'a'.repeat(501) });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe('Maximum 500 characters allowed');
  });

  it('[PRM-011] the remaining counter turns red at zero or below', () => {
    expect(promoteEmailRemainingCharacters('hello')).toBe(495);
    expect(isPromoteEmailCounterRed(promoteEmailRemainingCharacters('a'.repeat(499)))).toBe(false);
    expect(isPromoteEmailCounterRed(promoteEmailRemainingCharacters('a'.repeat(500)))).toBe(true);
    expect(isPromoteEmailCounterRed(promoteEmailRemainingCharacters('a'.repeat(501)))).toBe(true);
    fc.assert(
      fc.property(fc.string({ maxLength: 700 }), (s) => {
        expect(isPromoteEmailCounterRed(promoteEmailRemainingCharacters(s))).toBe(s.length >= 500);
      }),
    );
  });

  it('[PRM-012] edits apply to the email only through Apply Changes', () => {
    const email = { active: true, hostBlurb: 'Old', subject: 'Hi' };
    const applied = applyPromoteEmailDraft(email, { hostBlurb: 'New', subject: 'Hello' });
    expect(email).toEqual({ active: true, hostBlurb: 'Old', subject: 'Hi' });
    expect(applied).toEqual({ active: true, hostBlurb: 'New', subject: 'Hello' });
    expect(applyPromoteEmailDraft(email, { hostBlurb: 'Only blurb' }).subject).toBe('Hi');
    // A draft without a subject leaves no subject key behind; an emptied subject is applied as empty.
    expect(applyPromoteEmailDraft({ hostBlurb: 'Old' }, { hostBlurb: 'New' })).toStrictEqual({ hostBlurb: 'New' });
    expect(applyPromoteEmailDraft(email, { hostBlurb: 'Old', subject: '' })).toStrictEqual({
      active: true,
      hostBlurb: 'Old',
      subject: '',
    });
  });

  it("[PRM-010] a campaign sends the host's own copy, trimmed, or the default invitation while they wrote none", () => {
    const trip = { name: 'Patagonia Trek' };
    const invitation =
      'I am hosting Patagonia Trek and would love you to come along. Spots are limited: see the trip page for the dates, the itinerary and the price.';
    expect(defaultPromoteEmailCopy(trip)).toBe(invitation);
    expect(promoteEmailCopy('', trip)).toBe(invitation);
    expect(promoteEmailCopy('  \n ', trip)).toBe(invitation);
    expect(promoteEmailCopy('  Come with me! ', trip)).toBe('Come with me!');
  });

  it('[PRM-013] Save is disabled unless the email has changed', () => {
    const saved = { hostBlurb: 'Join me', subject: 'Trip', active: true };
    expect(canSavePromoteEmail(saved, { ...saved })).toBe(false);
    expect(canSavePromoteEmail(saved, { ...saved, hostBlurb: 'Join us' })).toBe(true);
    expect(canSavePromoteEmail(saved, { ...saved, subject: 'Trip!' })).toBe(true);
    expect(canSavePromoteEmail(saved, { ...saved, active: false })).toBe(true);
    // No subject is an empty one and no active flag is on: saying so explicitly is no change.
    expect(canSavePromoteEmail({ hostBlurb: 'a' }, { hostBlurb: 'a', subject: '', active: true })).toBe(false);
    expect(canSavePromoteEmail({ hostBlurb: 'a', subject: '', active: true }, { hostBlurb: 'a' })).toBe(false);
    expect(canSavePromoteEmail({ hostBlurb: 'a' }, { hostBlurb: 'a', subject: 'Trip' })).toBe(true);
    expect(canSavePromoteEmail({ hostBlurb: 'a' }, { hostBlurb: 'a', active: false })).toBe(true);
    expect(canSavePromoteEmail({ hostBlurb: 'a', active: false }, { hostBlurb: 'a' })).toBe(true);
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (b, s, a) => {
        expect(
          canSavePromoteEmail({ hostBlurb: b, subject: s, active: a }, { hostBlurb: b, subject: s, active: a }),
        ).toBe(false);
      }),
    );
  });

  it('[PRM-004] DECIDE: analytics charts show only for live, ready-to-confirm, early-confirmed and confirmed trips', () => {
    expect(TRIP_STATUSES.filter(isPromoteAnalyticsVisible)).toEqual([
      'live',
      'ready-to-confirm',
      'early-confirmed',
      'confirmed',
    ]);
  });
});

// Texts and timings no rule reads yet (the Promote tab is not built): the behaviour test comes with the screen.
describe('spec values', () => {
  it.each([
    [
      '[PRM-003] tab title and trip page link',
      [PROMOTE_TAB_TITLE, PROMOTE_OPEN_TRIP_PAGE_LABEL],
      ['Promote Trip', 'Open Trip Page'],
    ],
    [
      '[PRM-006] [PRM-007] campaign table and preview button',
      [PROMOTE_EMAIL_CAMPAIGN_TABLE_TITLE, PROMOTE_EMAIL_PREVIEW_OPEN_LABEL],
      ['Email Campaign', 'Open'],
    ],
    [
      '[PRM-005] the analytics error',
      PROMOTE_ANALYTICS_ERROR,
      {
        title: 'We encountered an error',
        description: 'Please try again later',
        defaultText: 'There was an error processing your request',
      },
    ],
    [
      '[PRM-014] [PRM-015] [PRM-016] the save and send toasts',
      [
        PROMOTE_EMAIL_SAVED_TOAST,
        PROMOTE_EMAIL_NOT_SAVED_TOAST,
        PROMOTE_EMAIL_SENT_MESSAGE,
        PROMOTE_EMAIL_SEND_ERROR_MESSAGE,
      ],
      [
        { title: 'Promote Email Saved', description: 'Your Promote Email was saved successfully.' },
        { title: 'Promote Email Not Saved', description: 'An error has ocurred saving your Email, please try again.' },
        'Email sent',
        'There was an error sending the email. Please try again.',
      ],
    ],
    ['[PRM-017] the test email toast (ms)', PROMOTE_TEST_EMAIL_TOAST_MS, 2000],
  ])('%s', (_name, actual, spec) => expect(actual).toEqual(spec));
});
