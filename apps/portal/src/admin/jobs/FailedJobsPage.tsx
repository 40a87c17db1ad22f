// /admin/failed-jobs: the jobs (e-mails, time-driven rules) that failed after every retry, why and when, each with a
// button that runs it once more; a retried e-mail already delivered is not sent twice (the API's delivery ledger).
import { Alert, Button, Card, Cell, Column, PageHeader, Row, Table, TableBody, TableHeader } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoadMore } from '../../shell/LoadMore.js';
import { notify } from '../../shell/notify.js';
import { utcDateTime } from '../admin-load.js';
import '../trips-list/admin-lists.css';
import { type FailedJob, failedJobsKey, retryFailedJob, useFailedJobs } from './failed-jobs.api.js';

function RetryButton({ job }: { job: FailedJob }) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryFailedJob(job.id),
    onSuccess: async () => {
      notify({ title: 'Job queued again', description: `${job.subject} runs again now.`, tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: failedJobsKey });
    },
    onError: (error) =>
      notify({
        title: 'The job was not retried',
        description: error instanceof Error ? error.message : String(error),
        tone: 'danger',
      }),
  });
  return (
    <Button
      size="sm"
      variant="secondary"
      isPending={retry.isPending}
      onPress={() => retry.mutate()}
      aria-label={`Retry ${job.kind.toLowerCase()} job: ${job.subject}`}
    >
      Retry
    </Button>
  );
}

export function FailedJobsPage() {
  const list = useFailedJobs();
  const jobs = list.state;
  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Failed jobs"
        description="E-mails and scheduled work that failed after every automatic retry, newest first. Fix the cause, then retry: an e-mail already delivered is never sent twice."
      />
      {jobs.status === 'failed' ? (
        <Alert tone="danger" title="Could not load the failed jobs">
          {jobs.message}
        </Alert>
      ) : jobs.status !== 'loading' && (jobs.data ?? []).length === 0 ? (
        // Said outside the table: inside it, a phone shows the message cut by the table's sideways scroll.
        <Card>
          <p className="pt-Empty">No failed jobs: every job ran or is still being retried.</p>
        </Card>
      ) : (
        <div className="adl-Scroll">
          <Table aria-label="Failed jobs">
            <TableHeader>
              <Column isRowHeader>Job</Column>
              {/* Beside the job, so a phone reaches it without scrolling the table sideways. */}
              <Column>Retry</Column>
              <Column>Last error</Column>
              <Column>Attempts</Column>
              <Column>Created</Column>
              <Column>Failed</Column>
            </TableHeader>
            <TableBody
              items={jobs.data ?? []}
              renderEmptyState={() => <p className="pt-Empty">Loading failed jobs…</p>}
            >
              {(job) => (
                <Row id={job.id}>
                  <Cell>
                    <span className="pt-Muted adl-Nowrap">{job.kind}</span> {job.subject}
                  </Cell>
                  <Cell>
                    <RetryButton job={job} />
                  </Cell>
                  <Cell>{job.lastError}</Cell>
                  <Cell>{job.attempts}</Cell>
                  <Cell className="adl-Nowrap">{utcDateTime(job.createdAt)}</Cell>
                  <Cell className="adl-Nowrap">{utcDateTime(job.failedAt)}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
      <LoadMore list={list} label="More failed jobs" />
    </>
  );
}
