// Stories for SidePanel: a detail panel beside a list (at most 788px wide), with and without its Close button.
import { SidePanel } from '@caravan/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/SidePanel',
  component: SidePanel,
  args: {
    title: 'Inventory Detail',
    children: <p>Start date 2027-03-14 · Standard package · 12 requests, 8 confirmed.</p>,
  },
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Closable: Story = { args: { onClose: () => {} } };
