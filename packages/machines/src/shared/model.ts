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

/** Whether a value is a statechart (what `setup().createMachine()` returns): the story test finds them in the exports. */
export const isStateMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyStateMachine).resolveState === 'function' &&
  typeof (value as AnyStateMachine).provide === 'function' &&
  'root' in value;

/** Whether a value is a MachineModel: an id, a statechart and its sample events. */
export const isMachineModel = (value: unknown): value is MachineModel =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MachineModel).id === 'string' &&
  isStateMachine((value as MachineModel).machine) &&
  typeof (value as MachineModel).events === 'object';

/**
 * The models among a module's exports, by export name, and the exported machines no model explores: what the
 * Storybook test expects a story for (`fooBarModel` is the story `machines-foo-bar--explorer`).
 */
export function exportedMachineModels(exports: Record<string, unknown>): {
  models: Record<string, MachineModel>;
  machinesWithoutModel: string[];
} {
  const models = Object.fromEntries(Object.entries(exports).filter(([, v]) => isMachineModel(v))) as Record<
    string,
    MachineModel
  >;
  // By the statechart's id: a model may explore the machine with sandbox actors provided (a copy of it).
  const explored = new Set(Object.values(models).map((m) => m.machine.id));
  const machinesWithoutModel = Object.entries(exports)
    .filter(([, v]) => isStateMachine(v) && !explored.has(v.id))
    .map(([name]) => name);
  return { models, machinesWithoutModel };
}

/** The Storybook id of a model's explorer story, from its export name. */
export const machineStoryId = (exportName: string) =>
  `machines-${exportName.replace(/Model$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}--explorer`;
