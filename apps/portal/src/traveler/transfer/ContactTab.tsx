// The contact tab (GTF-071..075): names, email, phone with its international code, the terms; kept on the flow machine
// as typed, checked with the domain rule and its messages when the traveler continues.
import { type FieldErrors, type GroundTransferContactState, validateGroundTransferContact } from '@caravan/domain';
import { type groundTransferBookingMachine, selectContact } from '@caravan/machines';
import { Button, Card, Form, TextField } from '@caravan/ui';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';

type FlowRef = ActorRefFrom<typeof groundTransferBookingMachine>;

export function ContactTab({ flowRef, onDone }: { flowRef: FlowRef; onDone: () => void }) {
  const contact = useSelector(flowRef, selectContact);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<GroundTransferContactState>) =>
    flowRef.send({ type: 'contact.set', contact: { ...contact, ...patch } });
  const text = (key: 'firstName' | 'lastName' | 'email' | 'phone') => ({
    value: contact[key],
    onChange: (v: string) => set({ [key]: v }),
    ...(errors[key] ? { isInvalid: true, errorMessage: errors[key] } : {}),
  });
  return (
    <Form
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        const found = validateGroundTransferContact(contact);
        setErrors(found);
        if (Object.keys(found).length === 0) onDone();
      }}
    >
      <Card title="Who should the driver contact?" headingLevel={2}>
        <div className="tf-Fields">
          <TextField label="First name" autoComplete="given-name" {...text('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...text('lastName')} />
          <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            description="Include the international code, e.g. +1 555 0100"
            {...text('phone')}
          />
        </div>
        <label className="tf-Terms">
          <input
            type="checkbox"
            checked={contact.termsAndConditions}
            onChange={(e) => set({ termsAndConditions: e.target.checked })}
            aria-describedby={errors.termsAndConditions ? 'tf-terms-error' : undefined}
          />
          I accept the transfer terms and conditions
        </label>
        {errors.termsAndConditions ? (
          <p id="tf-terms-error" className="tf-Error">
            {errors.termsAndConditions}
          </p>
        ) : null}
      </Card>
      <div className="tf-Actions">
        <Button type="submit" variant="primary">
          Continue to payment
        </Button>
      </div>
    </Form>
  );
}
