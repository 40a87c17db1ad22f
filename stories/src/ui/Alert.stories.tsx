// Stories for Alert (every tone) and Banner.
import { Alert, Banner, Button } from '@caravan/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { title: 'Heads up', children: 'Trip request processing takes 2-7 business days.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: { tone: 'success', title: 'Prices saved', children: 'Your changes have been saved!' },
};
export const Warning: Story = {
  args: { tone: 'warning', title: 'Launch deadline', children: 'Launch within 14 days or the itinerary is released.' },
};
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Sign in failed',
    children: 'Invalid email or password.',
    actions: (
      <Button size="sm" variant="secondary">
        Retry
      </Button>
    ),
  },
};

export const ImpersonationBanner: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Banner
      tone="warning"
      label="Impersonation"
      actions={
        <Button size="sm" variant="secondary">
          Leave
        </Button>
      }
    >
      You are viewing Caravan as <strong>Maya Okafor</strong> (maya@caravan.test, id u_42).
    </Banner>
  ),
};
