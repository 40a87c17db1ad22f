// Story: the host's launch editor in the explorer (the dialog, its draft, and each launch event stored first).
import { launchEditorModel } from '@caravan/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MachineExplorer } from './MachineExplorer.js';

const meta = { title: 'Machines/Launch editor', parameters: { controls: { disable: true } } } satisfies Meta;

export default meta;
export const Explorer: StoryObj = { render: () => <MachineExplorer model={launchEditorModel} /> };
