// Story: the waitlist offer's machine (MKT-046) in the explorer (statechart, current state, allowed events, context).
import { waitlistOfferModel } from '@caravan/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MachineExplorer } from './MachineExplorer.js';

const meta = { title: 'Machines/Waitlist offer', parameters: { controls: { disable: true } } } satisfies Meta;

export default meta;
export const Explorer: StoryObj = { render: () => <MachineExplorer model={waitlistOfferModel} /> };
