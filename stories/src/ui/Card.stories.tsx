// Stories for Card: plain, brand-toned with eyebrow and footer, and sunken.
import { Button, Card } from '@caravan/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Patagonia Trek',
    children: <p>Ten days across Torres del Paine with a local guide. 12 of 20 spots sold.</p>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Brand: Story = {
  args: {
    tone: 'brand',
    eyebrow: 'Launching soon',
    footer: (
      <>
        <Button size="sm">Launch trip</Button>
        <Button size="sm" variant="quiet">
          Preview
        </Button>
      </>
    ),
  },
};
export const Sunken: Story = { args: { tone: 'sunken', title: 'Important dates' } };
