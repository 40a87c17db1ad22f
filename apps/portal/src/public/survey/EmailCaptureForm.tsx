// The e-mail collection form (AUD-015): a name and an e-mail join the host's marketing list.
import { Alert, Button, Card, Form, TextField } from '@caravan/ui';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/index.js';
import { type PublicSurvey, publicSurveyApi } from './survey.api.js';

export function EmailCaptureForm({ link }: { link: PublicSurvey }) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  if (done)
    return (
      <Card title="You are on the list">
        <p>{`Thanks, ${firstName.trim()}! ${link.hostName} will be in touch.`}</p>
      </Card>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!firstName.trim()) found.firstName = 'First name is required';
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) found.email = 'Enter a valid e-mail address';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await publicSurveyApi.subscribe({ path: link.path, firstName, lastName, email });
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      setFailure(error instanceof ApiError ? error.message : 'You could not be added. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <Card>
      <Form onSubmit={submit} className="sv-Form" validationBehavior="aria">
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <TextField
          label="First name"
          value={firstName}
          onChange={setFirstName}
          isRequired
          isInvalid={!!errors.firstName}
          errorMessage={errors.firstName}
          maxLength={100}
        />
        <TextField label="Last name" value={lastName} onChange={setLastName} maxLength={100} />
        <TextField
          label="E-mail"
          type="email"
          value={email}
          onChange={setEmail}
          isRequired
          isInvalid={!!errors.email}
          errorMessage={errors.email}
          maxLength={254}
        />
        <Button type="submit" size="lg" isPending={pending}>
          Join the list
        </Button>
      </Form>
    </Card>
  );
}
