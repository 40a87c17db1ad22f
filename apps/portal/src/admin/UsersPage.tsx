// /admin: the admin user list — search and a table of users, each opening its detail (PLT-015, PLT-019, MKT-021).
import { adminUserPath } from '@caravan/domain';
import { useState } from 'react';
import {
  Alert,
  Cell,
  Column,
  Link,
  PageHeader,
  Row,
  Spinner,
  Table,
  TableBody,
  TableHeader,
  TextField,
} from '@caravan/ui';
import { LoadMore } from '../shell/LoadMore.js';
import { displayName } from '../shell/session.js';
import { GROUP_LABEL } from './groups.js';
import { useUsers } from './useUsers.js';

/** The admin area's user list. */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const list = useUsers(search);
  const users = list.state;

  return (
    <>
      <PageHeader eyebrow="Admin" title="Users" description="Everyone with a Caravan account." />
      <p>
        <Link href="/admin/itineraries">Itineraries pending approval</Link>
      </p>
      <div className="pt-Toolbar">
        <TextField
          label="Search users"
          type="search"
          value={search}
          onChange={setSearch}
          placeholder="Name or email"
          className="pt-Search"
        />
        {users.status === 'loading' ? <Spinner size="sm" label="Loading users…" /> : null}
      </div>
      {users.status === 'failed' ? (
        <Alert tone="danger" title="Could not load users">
          {users.message}
        </Alert>
      ) : (
        <Table aria-label="Users">
          <TableHeader>
            <Column isRowHeader>Name</Column>
            <Column>Email</Column>
            <Column>Group</Column>
            <Column>Role</Column>
          </TableHeader>
          <TableBody
            items={users.data ?? []}
            renderEmptyState={() => (
              <p className="pt-Empty">
                {users.status === 'loading' ? 'Loading users…' : 'No users match your search.'}
              </p>
            )}
          >
            {(user) => (
              <Row id={user.id} href={adminUserPath(user.id)}>
                <Cell>{displayName(user)}</Cell>
                <Cell>{user.email}</Cell>
                <Cell>
                  <span className="pt-Tag" data-group={user.group}>
                    {GROUP_LABEL[user.group] ?? user.group}
                  </span>
                </Cell>
                <Cell>{user.role ?? '—'}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
      <LoadMore list={list} label="Load more users" />
    </>
  );
}
