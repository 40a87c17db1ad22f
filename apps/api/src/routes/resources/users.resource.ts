// The generic user base (HAP-015): an admin reads one account.
import { toUserView, userView } from '../../auth/user-view.js';
import { users } from '../../db/schema/index.js';
import { defineResource } from './define-resource.js';

export const usersResource = defineResource({
  kind: 'user',
  table: users,
  id: users.id,
  typeColumn: users.group,
  searchColumns: [users.email, users.firstName, users.lastName],
  view: { schema: userView, from: (row) => toUserView(row) },
});
