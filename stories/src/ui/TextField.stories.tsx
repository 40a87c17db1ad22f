// Stories for TextField: label, description, placeholder, required and error states.
import { TextField } from '@caravan/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: { label: 'Trip name', type: 'text', placeholder: '', description: 'Shown on your trip page and in emails.' },
};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'maya@', errorMessage: 'Enter a valid email address.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'maya@caravan.test' } };
