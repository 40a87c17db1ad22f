// The calendar link calls (MKT-050): whether a link exists, and a new one (shown once: only its hash is stored).
import { calendarLinkSchema } from '@caravan/domain';
import { call } from '../../api/typed.js';

export const calendarLinkKey = () => ['me', 'calendar'] as const;

export const fetchCalendarLink = async (signal?: AbortSignal) =>
  calendarLinkSchema.parse(await call('get', '/api/me/calendar', signal ? { signal } : {}));
export const resetCalendarLink = async () =>
  calendarLinkSchema.parse(await call('post', '/api/me/calendar/reset', { body: { confirm: true } }));
