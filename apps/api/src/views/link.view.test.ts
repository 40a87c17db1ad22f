// The link view reads a stored link the way the domain reads one (PLT-063): type, public path and destination.
import { describe, expect, it } from 'vitest';
import { toLinkView } from './link.view.js';

const row = {
  id: '00000000-0000-4000-8000-000000000001',
  hostId: '00000000-0000-4000-8000-000000000002',
  linkType: 'survey',
  path: 's/hana-host',
  destination: '/survey/hana-host',
  createdAt: new Date('2026-11-01T10:00:00Z'),
};

describe('link view', () => {
  it('[PLT-063] a link has its type, public path and destination; any spelling of the type reads canonical', () => {
    expect(toLinkView(row)).toEqual({ ...row, createdAt: '2026-11-01T10:00:00.000Z' });
    expect(toLinkView({ ...row, linkType: 'EMAIL_CAPTURE' }).linkType).toBe('emailCapture');
    expect(() => toLinkView({ ...row, linkType: 'coupon' })).toThrow();
    expect(() => toLinkView({ ...row, path: '' })).toThrow();
  });
});
