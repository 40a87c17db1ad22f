// The audience survey's form (AUD-001): name, e-mail, age, budget, destinations (chosen or written in), time of year,
// gender and the list opt-in. The API checks it again; its field messages show beside the fields, the answers kept.
import { Alert, Button, Card, Form, TextField } from '@caravan/ui';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/index.js';
import { type PublicSurvey, publicSurveyApi, type SurveyAnswer } from './survey.api.js';

const GENDER_LABELS: Record<string, string> = { female: 'Female', male: 'Male', 'non-binary': 'Non-binary' };

type Errors = Record<string, string>;

/** The form's own checks, before the request: what the API would refuse with the same words. */
function check(
  v: { firstName: string; email: string; age: string; budget: string; destinations: string[]; seasons: string[] },
  q: PublicSurvey['questions'],
): Errors {
  const e: Errors = {};
  if (!v.firstName.trim()) e.firstName = 'First name is required';
  if (!/^\S+@\S+\.\S+$/.test(v.email.trim())) e.email = 'Enter a valid e-mail address';
  const age = Number(v.age);
  if (!Number.isInteger(age) || age < q.ageMin || age > q.ageMax) e.age = `Enter your age (${q.ageMin} to ${q.ageMax})`;
  const budget = Number(v.budget);
  if (v.budget.trim() === '' || !Number.isInteger(budget) || budget < 0 || budget > q.budgetMax)
    e.travelBudget = 'Enter your budget in whole dollars';
  if (v.destinations.length === 0) e.destinations = 'Choose at least one destination';
  if (v.destinations.length > q.maxDestinations) e.destinations = `Choose at most ${q.maxDestinations} destinations`;
  if (v.seasons.length === 0) e.timeOfYear = 'Choose at least one time of year';
  return e;
}

const toggle = (list: string[], value: string, on: boolean) =>
  on ? [...list, value] : list.filter((x) => x !== value);

export function SurveyForm({ link }: { link: PublicSurvey }) {
  const q = link.questions;
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [age, setAge] = useState('');
  const [budget, setBudget] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [other, setOther] = useState('');
  const [seasons, setSeasons] = useState<string[]>([]);
  const [gender, setGender] = useState<string | null>(null);
  const [optIn, setOptIn] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [thanked, setThanked] = useState<string | null>(null);

  if (thanked !== null)
    return (
      <Card title="Thank you!">
        <p>{`Thanks, ${thanked}! Your answers are with ${link.hostName}.`}</p>
      </Card>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const destinations = [...chosen, ...(other.trim() ? [other.trim()] : [])];
    const found = check({ firstName, email, age, budget, destinations, seasons }, q);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await publicSurveyApi.answer({
        path: link.path,
        firstName,
        lastName,
        email,
        age: Number(age),
        travelBudget: Number(budget),
        destinations,
        timeOfYear: seasons as SurveyAnswer['timeOfYear'],
        gender: gender as SurveyAnswer['gender'],
        marketingOptIn: optIn,
      });
      setThanked(firstName.trim());
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      setFailure(error instanceof ApiError ? error.message : 'Your answers could not be sent. Please try again.');
    } finally {
      setPending(false);
    }
  };

  const fieldError = (name: string) =>
    errors[name] ?? Object.entries(errors).find(([k]) => k.startsWith(`${name}.`))?.[1];
  return (
    <Card>
      <Form onSubmit={submit} className="sv-Form" validationBehavior="aria">
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <div className="sv-Row">
          <TextField
            label="First name"
            name="firstName"
            value={firstName}
            onChange={setFirstName}
            isRequired
            isInvalid={!!errors.firstName}
            errorMessage={errors.firstName}
            maxLength={100}
          />
          <TextField label="Last name" name="lastName" value={lastName} onChange={setLastName} maxLength={100} />
        </div>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          value={email}
          onChange={setEmail}
          isRequired
          isInvalid={!!errors.email}
          errorMessage={errors.email}
          maxLength={254}
        />
        <div className="sv-Row">
          <TextField
            label="Age"
            name="age"
            inputMode="numeric"
            value={age}
            onChange={setAge}
            isRequired
            isInvalid={!!errors.age}
            errorMessage={errors.age}
          />
          <TextField
            label="Travel budget per trip (US dollars)"
            name="travelBudget"
            inputMode="numeric"
            value={budget}
            onChange={setBudget}
            isRequired
            isInvalid={!!errors.travelBudget}
            errorMessage={errors.travelBudget}
          />
        </div>
        <fieldset
          className="sv-Choices"
          aria-describedby={fieldError('destinations') ? 'sv-destinations-error' : undefined}
        >
          <legend>{`Where would you love to go? (up to ${q.maxDestinations})`}</legend>
          {q.destinations.map((d) => (
            <label key={d} className="sv-Choice">
              <input
                type="checkbox"
                name="destinations"
                value={d}
                checked={chosen.includes(d)}
                onChange={(e) => setChosen(toggle(chosen, d, e.target.checked))}
              />
              {d}
            </label>
          ))}
          <TextField
            label="Somewhere else"
            name="otherDestination"
            value={other}
            onChange={setOther}
            maxLength={q.destinationMaxLength}
          />
          {fieldError('destinations') ? (
            <p id="sv-destinations-error" className="sv-Error">
              {fieldError('destinations')}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="sv-Choices" aria-describedby={fieldError('timeOfYear') ? 'sv-season-error' : undefined}>
          <legend>When would you like to travel?</legend>
          {q.seasons.map((s) => (
            <label key={s} className="sv-Choice">
              <input
                type="checkbox"
                name="timeOfYear"
                value={s}
                checked={seasons.includes(s)}
                onChange={(e) => setSeasons(toggle(seasons, s, e.target.checked))}
              />
              {s}
            </label>
          ))}
          {fieldError('timeOfYear') ? (
            <p id="sv-season-error" className="sv-Error">
              {fieldError('timeOfYear')}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="sv-Choices">
          <legend>Gender (optional)</legend>
          {[...q.genders, ''].map((g) => (
            <label key={g || 'none'} className="sv-Choice">
              <input
                type="radio"
                name="gender"
                value={g}
                checked={(gender ?? '') === g}
                onChange={() => setGender(g || null)}
              />
              {g ? (GENDER_LABELS[g] ?? g) : 'Prefer not to say'}
            </label>
          ))}
        </fieldset>
        <label className="sv-Choice">
          <input type="checkbox" name="marketingOptIn" checked={optIn} onChange={(e) => setOptIn(e.target.checked)} />
          {`Keep me posted about ${link.hostName}'s trips`}
        </label>
        <Button type="submit" size="lg" isPending={pending}>
          Send my answers
        </Button>
      </Form>
    </Card>
  );
}
