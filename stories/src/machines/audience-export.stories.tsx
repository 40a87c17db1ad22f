// Story: the host's audience export machine in the explorer (statechart, current state, allowed events, context).
import { audienceExportModel } from '@caravan/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MachineExplorer } from './MachineExplorer.js';

const meta = { title: 'Machines/Audience export', parameters: { controls: { disable: true } } } satisfies Meta;

export default meta;
export const Explorer: StoryObj = { render: () => <MachineExplorer model={audienceExportModel} /> };
