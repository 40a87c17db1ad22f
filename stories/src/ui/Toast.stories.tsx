// Stories for Toast: the global queue and its region, one button per tone.
import { Button, showToast, ToastRegion } from '@caravan/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Toast',
  component: ToastRegion,
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button
          onPress={() =>
            showToast({ title: 'Prices saved', description: 'Your changes have been saved!', tone: 'success' }, 4000)
          }
        >
          Success
        </Button>
        <Button
          variant="danger"
          onPress={() =>
            showToast(
              {
                title: 'Error',
                description: 'There was an error saving the prices. Please try again.',
                tone: 'danger',
              },
              4000,
            )
          }
        >
          Danger
        </Button>
        <Button variant="secondary" onPress={() => showToast({ title: 'Gathering created', tone: 'info' }, 3500)}>
          Info (3.5 s)
        </Button>
        <Button variant="quiet" onPress={() => showToast({ title: 'Link copied' }, 0)}>
          Sticky
        </Button>
      </div>
      <ToastRegion {...args} />
    </>
  ),
};
