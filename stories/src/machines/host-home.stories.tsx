// Story: the host's home machine in the explorer (statechart, current state, allowed events, context).
import { hostHomeModel } from '@caravan/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MachineExplorer } from './MachineExplorer.js';

const meta = { title: 'Machines/Host home', parameters: { controls: { disable: true } } } satisfies Meta;

export default meta;
export const Explorer: StoryObj = { render: () => <MachineExplorer model={hostHomeModel} /> };
