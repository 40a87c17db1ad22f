// The public audience link's calls (PLT-017, AUD-001): no session needed, and a refusal is the page's own message.
import { call, type Schema } from '../../api/typed.js';

export type PublicSurvey = Schema<'PublicSurvey'>;
export type SurveyAnswer = Schema<'SurveyAnswerRequest'>;

export const publicSurveyKey = (path: string) => ['public', 'survey', path] as const;

export const publicSurveyApi = {
  read: (path: string, signal?: AbortSignal) =>
    call('get', '/api/public/survey', { query: { path }, authRedirect: false, ...(signal ? { signal } : {}) }),
  answer: (body: SurveyAnswer) => call('post', '/api/public/survey/responses', { body, authRedirect: false }),
  subscribe: (body: { path: string; firstName: string; lastName: string; email: string }) =>
    call('post', '/api/public/survey/subscribers', { body, authRedirect: false }),
};
