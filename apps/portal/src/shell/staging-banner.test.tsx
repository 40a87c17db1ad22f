// The staging strip as the shell renders it: only on the environment the spec names staging (PLT-068).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StagingBanner } from './StagingBanner.js';

const html = (env: Record<string, unknown>) => renderToStaticMarkup(<StagingBanner env={env} />);

describe('StagingBanner', () => {
  it('[PLT-068] shows on the staging environment, named staging', () => {
    expect(html({ VITE_DEPLOY_ENV: 'staging' })).toContain('aria-label="Staging"');
  });

  it('[PLT-068] shows nowhere else: production, development, or an unset build', () => {
    for (const env of [{ VITE_DEPLOY_ENV: 'production' }, { VITE_DEPLOY_ENV: 'development' }, { DEV: true }, {}])
      expect(html(env)).toBe('');
  });
});
