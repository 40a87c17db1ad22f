// Stories for Form: native validation and server errors mapped onto fields.
import { Alert, Button, Form, TextField } from '@caravan/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Form',
  component: Form,
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  render: (args) => (
    <Form {...args} onSubmit={(e) => e.preventDefault()}>
      <TextField name="email" type="email" label="Email" isRequired />
      <TextField name="password" type="password" label="Password" isRequired />
      <Button type="submit" fullWidth>
        Sign in
      </Button>
    </Form>
  ),
};

export const ServerErrors: Story = {
  args: { validationErrors: { email: 'No account uses this email.' } },
  render: (args) => (
    <Form {...args} onSubmit={(e) => e.preventDefault()}>
      <Alert tone="danger" title="Sign in failed">
        Invalid email or password.
      </Alert>
      <TextField name="email" type="email" label="Email" defaultValue="maya@caravan.test" />
      <TextField name="password" type="password" label="Password" />
      <Button type="submit" fullWidth>
        Sign in
      </Button>
    </Form>
  ),
};
