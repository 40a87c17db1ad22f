// "Announcements" on the host's trip (MKT-051): post a title and a message to every traveler with a live booking (in
// their notification centre and by e-mail), and the trip's past announcements.
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, announcementInputSchema } from '@caravan/domain';
import { Alert, Button, Card, Form, Spinner, TextField } from '@caravan/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../api/index.js';
import { loadStateOf } from '../../api/queries.js';
import { announcementsKey, fetchAnnouncements, postAnnouncement } from './announcements.api.js';
import './announcements.css';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function TripAnnouncementsCard({ tripId }: { tripId: string }) {
  const client = useQueryClient();
  const bodyId = useId();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});
  const list = useQuery({
    queryKey: announcementsKey(tripId),
    queryFn: ({ signal }) => fetchAnnouncements(tripId, signal),
  });
  const state = loadStateOf(list);
  const send = useMutation({
    mutationFn: () => postAnnouncement(tripId, { title, body }),
    onSuccess: () => {
      setTitle('');
      setBody('');
      void client.invalidateQueries({ queryKey: announcementsKey(tripId) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same rule the API applies: the message says what to fix before anything is sent.
    const parsed = announcementInputSchema.safeParse({ title, body });
    if (!parsed.success) {
      const found: { title?: string; body?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'title' || field === 'body') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate();
  };

  return (
    <Card title="Announcements">
      <p>Tell every traveler with a booking on this trip: it appears in their notifications and is e-mailed to them.</p>
      <Form onSubmit={submit} className="an-Form" aria-label="Post announcement">
        <TextField
          label="Title"
          value={title}
          onChange={setTitle}
          maxLength={ANNOUNCEMENT_TITLE_MAX}
          isInvalid={!!errors.title}
          {...(errors.title ? { errorMessage: errors.title } : {})}
        />
        <div className="cv-Field" data-invalid={errors.body ? true : undefined}>
          <label className="cv-Field-label" htmlFor={bodyId}>
            Message
          </label>
          <textarea
            id={bodyId}
            className="cv-Input an-Body"
            rows={5}
            maxLength={ANNOUNCEMENT_BODY_MAX}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? `${bodyId}-error` : undefined}
          />
          {errors.body ? (
            <span id={`${bodyId}-error`} className="cv-Field-error">
              {errors.body}
            </span>
          ) : null}
        </div>
        {send.isSuccess ? (
          <Alert tone="success">
            Sent to {send.data.recipients} traveler{send.data.recipients === 1 ? '' : 's'}.
          </Alert>
        ) : null}
        {send.isError ? (
          <Alert tone="danger">
            We couldn't send the announcement.{' '}
            {send.error instanceof ApiError ? send.error.message : 'Check your connection and try again.'}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" isPending={send.isPending}>
            Send
          </Button>
        </div>
      </Form>
      <h3 className="an-Heading">Sent announcements</h3>
      {state.status === 'failed' && <Alert tone="danger">We couldn't load the announcements. {state.message}</Alert>}
      {!state.data && state.status !== 'failed' && <Spinner size="sm" label="Loading the announcements…" />}
      {state.data && state.data.length === 0 ? <p>No announcements yet.</p> : null}
      {state.data && state.data.length > 0 ? (
        <ul className="an-List" aria-label="Sent announcements">
          {state.data.map((a) => (
            <li key={a.id} className="an-Item">
              <strong className="an-Item-title">{a.title}</strong>
              <span className="an-Item-meta">
                {when(a.createdAt)} · {a.authorName} · to {a.recipients} traveler{a.recipients === 1 ? '' : 's'}
              </span>
              <p className="an-Item-body">{a.body}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
