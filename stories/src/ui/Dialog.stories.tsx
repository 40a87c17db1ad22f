// Stories for the modal Dialog: a confirmation opened from a trigger, and one open by default.
import { Button, DialogTrigger, ModalDialog } from '@caravan/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Dialog',
  component: ModalDialog,
  args: {
    title: 'Ready to request your trip?',
    children: 'This request is official: the operator will hold your dates while they review it.',
    actions: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Not yet
        </Button>
        <Button onPress={close}>Reserve</Button>
      </>
    ),
  },
} satisfies Meta<typeof ModalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrigger: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Reserve</Button>
      <ModalDialog {...args} />
    </DialogTrigger>
  ),
};

export const Open: Story = { args: { isOpen: true, role: 'alertdialog', isDismissable: false } };
