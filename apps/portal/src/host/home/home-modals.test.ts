// Which home modal a URL opens, and where 'Back to Home' after a trip request leads.
import { describe, expect, it } from 'vitest';
import { homeModalFromSearch, homeWithModal } from './home-modals.js';

describe('home modals', () => {
  it('[HOM-009] the URL after a trip request opens the congratulation on the dashboard', () => {
    const url = new URL(homeWithModal('trip-requested'), 'http://x');
    expect(url.pathname).toBe('/app/host/home/dashboard');
    expect(homeModalFromSearch(url.search)).toBe('trip-requested');
  });

  it('[HOM-011] ?modal=survey-timeline opens the survey timeline; anything else opens none', () => {
    expect(homeModalFromSearch('?modal=survey-timeline')).toBe('survey-timeline');
    for (const search of ['', '?modal=', '?modal=audience-export', '?modal=<script>', '?other=trip-requested'])
      expect(homeModalFromSearch(search), search).toBeNull();
  });
});
