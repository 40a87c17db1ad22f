// Story: the portal's frame machine in the explorer (statechart, current state, allowed events, context).
import { portalFrameModel } from '@caravan/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MachineExplorer } from './MachineExplorer.js';

const meta = { title: 'Machines/Portal frame', parameters: { controls: { disable: true } } } satisfies Meta;

export default meta;
export const Explorer: StoryObj = { render: () => <MachineExplorer model={portalFrameModel} /> };
