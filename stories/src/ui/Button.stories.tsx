// Stories for Button: variants, sizes and states.
import { Button } from '@caravan/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Reserve this trip', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'quiet'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Save draft' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Cancel booking' } };
export const Quiet: Story = { args: { variant: 'quiet', children: 'Sign out' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Pending: Story = { args: { isPending: true, children: 'Saving' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Sign in' } };
