// The admin's failed jobs (issue 27): the jobs that used up their retries, a page at a time, and a retry of one.
import { ADMIN_LIST_PAGE_SIZE } from '../trips-list/admin-lists.api.js';
import type { Schema } from '../../api/index.js';
import { type PagedList, usePagedList } from '../../api/paged.js';
import { call } from '../../api/typed.js';

export type FailedJob = Schema<'FailedJob'>;

export const failedJobsKey = ['admin', 'failed-jobs'] as const;

/** The failed jobs, newest failure first, a page at a time. */
export function useFailedJobs(): PagedList<FailedJob> {
  return usePagedList([...failedJobsKey], (cursor, signal) =>
    call('get', '/api/admin/jobs/failed', {
      query: { limit: ADMIN_LIST_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      signal,
    }),
  );
}

/** Runs failed job `id` once more, now. */
export const retryFailedJob = (id: string) => call('post', '/api/admin/jobs/failed/{id}/retry', { params: { id } });
