// The admin's booking tools on the trip page (MKT-023): refund, discount, cancel with a reason code, reinstate. The
// API decides every limit (never above what was paid or is due, a spot free); the form says what it answered. The
// bookings to choose from are those the page's Bookings table has loaded ('Show more' there offers more).
import {
  ADMIN_REINSTATE_STATUSES,
  type AdminReinstateStatus,
  CANCELLATION_REASON_CODES,
  CANCELLATION_REASON_CODE_LIST,
  type CancellationReasonCode,
  cancellationInputErrors,
  currencyCodeSchema,
  DEFAULT_CURRENCY,
  fromMajor,
  minorUnits,
} from '@caravan/domain';
import { Button, Card, Form, Radio, RadioGroup, Select, TextField } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type AdminTripBooking, api } from '../../api/index.js';
import { queryKeys } from '../../api/queries.js';
import { notify } from '../../shell/notify.js';
import { IdempotencyKeys } from '../../traveler/idempotency.js';
import { BookingToolError } from './BookingToolError.js';
import { BookingTimelineCard } from './BookingTimelineCard.js';
import { CancelFields, EMPTY_CANCEL_FIELDS, cancelInputsOf } from './CancelFields.js';

type Tool = 'refund' | 'discount' | 'cancel' | 'reinstate';
const TOOLS: { id: Tool; label: string }[] = [
  { id: 'refund', label: 'Refund' },
  { id: 'discount', label: 'Discount' },
  { id: 'cancel', label: 'Cancel' },
  { id: 'reinstate', label: 'Reinstate' },
];
const REASONS = CANCELLATION_REASON_CODE_LIST.map((code) => ({
  id: code,
  label: `${code} · ${CANCELLATION_REASON_CODES[code]}`,
}));
const STATUSES = ADMIN_REINSTATE_STATUSES.map((s) => ({ id: s, label: s }));

export function BookingTools({ tripId, bookings }: { tripId: string; bookings: AdminTripBooking[] }) {
  const queryClient = useQueryClient();
  const keys = useRef(new IdempotencyKeys()).current;
  const [bookingId, setBookingId] = useState<string | null>(bookings[0]?.id ?? null);
  const [tool, setTool] = useState<Tool>('refund');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<CancellationReasonCode | null>(null);
  const [cancelFields, setCancelFields] = useState(EMPTY_CANCEL_FIELDS);
  const [status, setStatus] = useState<AdminReinstateStatus | null>(null);
  const booking = bookings.find((b) => b.id === bookingId);
  // The booking's currency as the amounts are typed in (a booking's stored currency is always one the domain knows).
  const currency = currencyCodeSchema.catch(DEFAULT_CURRENCY).parse(booking?.currency);
  const cancelInputs = reason ? cancelInputsOf(reason, cancelFields, currency) : {};

  const apply = useMutation({
    mutationFn: async () => {
      if (!booking) throw new Error('Choose a booking.');
      if (tool === 'cancel') return api.adminCancelBooking(booking.id, reason ?? '17', cancelInputs);
      if (tool === 'reinstate') return api.adminReinstateBooking(booking.id, status ?? 'pending');
      const minor = minorUnits(fromMajor(Number(amount), currency));
      return keys.run(`${tool}:${booking.id}`, { minor }, (key) => api.adminBookingMoney(booking.id, tool, minor, key));
    },
    onSuccess: () => {
      notify({ title: `${TOOLS.find((t) => t.id === tool)?.label} applied to ${booking?.orderId}.`, tone: 'success' });
      setAmount('');
      setCancelFields(EMPTY_CANCEL_FIELDS);
      return queryClient.invalidateQueries({ queryKey: queryKeys.adminTrip(tripId) });
    },
  });
  const ready =
    booking !== undefined &&
    (tool === 'cancel'
      ? reason !== null && Object.keys(cancellationInputErrors(reason, cancelInputs)).length === 0
      : tool === 'reinstate'
        ? status !== null
        : Number(amount) > 0);

  if (bookings.length === 0) return null;
  return (
    <>
      <Card title="Booking tools">
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            apply.mutate();
          }}
        >
          <Select
            label="Booking"
            options={bookings.map((b) => ({
              id: b.id,
              label: `${b.orderId} · ${b.customerName} · ${b.statusLabel}`,
            }))}
            selectedKey={bookingId}
            onSelectionChange={(key) => setBookingId(key === null ? null : String(key))}
          />
          <RadioGroup label="Tool" value={tool} onChange={(v) => setTool(v as Tool)} orientation="horizontal">
            {TOOLS.map((t) => (
              <Radio key={t.id} value={t.id}>
                {t.label}
              </Radio>
            ))}
          </RadioGroup>
          {tool === 'refund' || tool === 'discount' ? (
            <TextField
              label={`Amount (${booking?.currency ?? 'USD'})`}
              inputMode="decimal"
              value={amount}
              onChange={setAmount}
              description={tool === 'refund' ? 'At most what was paid.' : 'At most what is still due.'}
            />
          ) : null}
          {tool === 'cancel' ? (
            <Select
              label="Reason code"
              options={REASONS}
              selectedKey={reason}
              onSelectionChange={(key) => setReason(key === null ? null : (String(key) as CancellationReasonCode))}
            />
          ) : null}
          {tool === 'cancel' && reason ? (
            <CancelFields code={reason} currency={currency} values={cancelFields} onChange={setCancelFields} />
          ) : null}
          {tool === 'reinstate' ? (
            <Select
              label="Reinstate as"
              options={STATUSES}
              selectedKey={status}
              onSelectionChange={(key) => setStatus(key === null ? null : (String(key) as AdminReinstateStatus))}
            />
          ) : null}
          {apply.isError ? <BookingToolError error={apply.error} /> : null}
          <Button type="submit" isDisabled={!ready} isPending={apply.isPending}>
            Apply
          </Button>
        </Form>
      </Card>
      {booking ? <BookingTimelineCard tripId={tripId} booking={booking} /> : null}
    </>
  );
}
