// Stories for Table: a user list and the empty state.
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@caravan/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const users = [
  { id: 'u1', name: 'Ada Admin', email: 'ada@caravan.test', group: 'admin' },
  { id: 'u2', name: 'Maya Okafor', email: 'maya@caravan.test', group: 'host' },
  { id: 'u3', name: 'Diego Ramos', email: 'ops@andes.test', group: 'operator' },
];

const meta = {
  title: 'UI/Table',
  component: Table,
  args: { 'aria-label': 'Users' },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Users: Story = {
  render: (args) => (
    <Table {...args}>
      <TableHeader>
        <Column isRowHeader>Name</Column>
        <Column>Email</Column>
        <Column>Group</Column>
      </TableHeader>
      <TableBody items={users}>
        {(user) => (
          <Row id={user.id}>
            <Cell>{user.name}</Cell>
            <Cell>{user.email}</Cell>
            <Cell>{user.group}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  ),
};

export const Empty: Story = {
  render: (args) => (
    <Table {...args}>
      <TableHeader>
        <Column isRowHeader>Name</Column>
        <Column>Email</Column>
      </TableHeader>
      <TableBody renderEmptyState={() => <p style={{ padding: 24, margin: 0 }}>No users match your search.</p>}>
        {[]}
      </TableBody>
    </Table>
  ),
};
