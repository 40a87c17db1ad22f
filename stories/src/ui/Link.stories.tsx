// Stories for Link: inline, standalone and button-styled.
import { Link } from '@caravan/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '#', children: 'Browse itineraries' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone', 'button'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      You have no upcoming trips. <Link {...args} /> to request another trip.
    </p>
  ),
};
export const Standalone: Story = { args: { variant: 'standalone' } };
export const AsButton: Story = { args: { variant: 'button' } };
