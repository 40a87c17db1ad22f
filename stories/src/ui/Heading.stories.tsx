// Stories for Heading (type scale) and PageHeader.
import { Button, Heading, PageHeader } from '@caravan/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  args: { children: 'Find your trip', level: 2 },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading level={1}>Heading 1 · Host Portal</Heading>
      <Heading level={2}>Heading 2 · My Trips</Heading>
      <Heading level={3}>Heading 3 · Important dates</Heading>
      <Heading level={4}>Heading 4 · Payment schedule</Heading>
    </div>
  ),
};

export const Header: Story = {
  render: () => (
    <PageHeader
      eyebrow="Caravan"
      title="Operator Portal"
      description="Build itineraries, manage inventory and approve trip requests."
      actions={<Button>New itinerary</Button>}
    />
  ),
};
