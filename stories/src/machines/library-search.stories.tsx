// Story: the operator's library search machine in the explorer (statechart, current state, allowed events, context).
import { librarySearchModel } from '@caravan/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MachineExplorer } from './MachineExplorer.js';

const meta = { title: 'Machines/Library search', parameters: { controls: { disable: true } } } satisfies Meta;

export default meta;
export const Explorer: StoryObj = { render: () => <MachineExplorer model={librarySearchModel} /> };
