// Story: how a new booking enters the lifecycle (pending, confirmed or waitlist) in the explorer.
import { newBookingModel } from '@caravan/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MachineExplorer } from './MachineExplorer.js';

const meta = { title: 'Machines/New booking', parameters: { controls: { disable: true } } } satisfies Meta;

export default meta;
export const Explorer: StoryObj = { render: () => <MachineExplorer model={newBookingModel} /> };
