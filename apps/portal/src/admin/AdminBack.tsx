// The way back to the admin user list from any admin detail page.
import { ADMIN_USER_LIST_PATH } from '@caravan/domain';
import { Link } from '@caravan/ui';

export const adminBack = <Link href={ADMIN_USER_LIST_PATH}>← All users</Link>;
