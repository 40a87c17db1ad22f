// What a machine exposes to its model-based test and its Storybook story: the machine, an input, event samples.
import type { AnyStateMachine, EventFromLogic, InputFrom } from 'xstate';

/**
 * A machine with the sample payloads that explore it: for every event type, the events to try
 * (several when guards depend on the payload). Model-based tests and the Storybook explorer use it.
 */
export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Stable id, also the story's name. */
  id: string;
  title: string;
  machine: TMachine;
  input?: InputFrom<TMachine>;
  events: { [K in EventFromLogic<TMachine>['type']]?: Array<Extract<EventFromLogic<TMachine>, { type: K }>> };
}

/** Type-checked constructor for a MachineModel. */
export const defineMachineModel = <TMachine extends AnyStateMachine>(model: MachineModel<TMachine>) => model;
