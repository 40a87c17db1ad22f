// The cancel-booking actor's life on Manage Booking: it survives StrictMode's double mount, hears of re-fetched records,
// and is stopped when the screen unmounts. Mounted with react-dom's client on a bare container: the hook renders nothing.
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type CancelBookingInput,
  type SubmitCancellationInput,
  cancelBookingMachine,
  cancelBookingModel,
  selectCancelBookingStep,
} from '@caravan/machines';
import { fromPromise } from 'xstate';
import { useCancelFlow } from './useCancelFlow.js';

type CancelActor = ReturnType<typeof useCancelFlow>;

/** A root on a stand-in container: enough of the DOM for a tree that renders no element (react-dom reads these). */
function headlessRoot(): Root {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  vi.stubGlobal('window', { HTMLIFrameElement: class {} });
  const listeners = { addEventListener() {}, removeEventListener() {} };
  const container = { nodeType: 1, tagName: 'DIV', namespaceURI: 'http://www.w3.org/1999/xhtml', textContent: '' };
  return createRoot({ ...container, ...listeners, ownerDocument: { nodeType: 9, ...listeners } } as never);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const base = cancelBookingModel.input as CancelBookingInput;
const noBalance: CancelBookingInput = { ...base, dueAmount: 0 };

/** A cancel request that stays under way until it is abandoned; `aborted` says whether it was. */
function pendingCancellation() {
  const request = { aborted: false };
  const machine = cancelBookingMachine.provide({
    actors: {
      submitCancellation: fromPromise<unknown, SubmitCancellationInput>(
        ({ signal }) =>
          new Promise((_resolve, reject) => {
            signal.addEventListener('abort', () => {
              request.aborted = true;
              reject(new Error('abandoned'));
            });
          }),
      ),
    },
  });
  return { machine, request };
}

function mount(machine: typeof cancelBookingMachine) {
  const seen: { actor: CancelActor | null } = { actor: null };
  // biome-ignore lint/correctness/noComponentHookFactories: one probe per test mount, closing over what the test reads; made once, outside any render.
  function Probe({ input: current }: { input: CancelBookingInput }) {
    seen.actor = useCancelFlow(machine, current);
    return null;
  }
  const root = headlessRoot();
  const render = (next: CancelBookingInput) =>
    act(async () =>
      root.render(
        <StrictMode>
          <Probe input={next} />
        </StrictMode>,
      ),
    );
  return { seen, render, unmount: () => act(async () => root.unmount()) };
}

const step = (actor: CancelActor | null) => (actor ? selectCancelBookingStep(actor.getSnapshot()) : 'none');

describe('useCancelFlow', () => {
  it('[CAN-016] leaving Manage Booking stops the cancel flow: the request under way is abandoned, no event is handled after', async () => {
    const { machine, request } = pendingCancellation();
    const screen = mount(machine);
    await screen.render(noBalance);
    const actor = screen.seen.actor;
    // StrictMode mounted, unmounted and mounted the hook again: the flow still runs.
    for (const event of [
      { type: 'cancel.start' },
      { type: 'cancel.selectReason', reason: 'Change of plans' },
      { type: 'cancel.selectRefundMethod', description: 'Trip credit' },
      { type: 'cancel.confirm' },
      { type: 'cancel.confirm' },
    ] as const)
      actor?.send(event);
    expect(step(actor)).toBe('submitting');
    expect(request.aborted).toBe(false);

    await screen.unmount();
    expect(request.aborted).toBe(true);
    const closed = mount(machine);
    await closed.render(noBalance);
    const other = closed.seen.actor;
    await closed.unmount();
    other?.send({ type: 'cancel.start' });
    expect(step(other)).toBe('closed');
  });

  it('[CAN-008] re-fetched records after paying the balance reach the same flow, which resumes at its start', async () => {
    const { machine } = pendingCancellation();
    const screen = mount(machine);
    await screen.render(base);
    const actor = screen.seen.actor;
    actor?.send({ type: 'cancel.start' });
    expect(step(actor)).toBe('pay-balance');

    await screen.render({ ...base, dueAmount: 0 });
    expect(screen.seen.actor).toBe(actor);
    expect(step(actor)).toBe('dialog');
    expect(actor?.getSnapshot().context.dueAmount).toBe(0);
    await screen.unmount();
  });
});
