/** Role tags beside a name, for accounts that are more than a customer (staff, agents). */
import type { CustomerSummary } from '@app/shared/contracts/customer';
import { roleLabels } from '@app/shared/roles';
import { Tag } from 'antd';

export function RoleTags({ roles }: { roles: CustomerSummary['roles'] }) {
  return roles
    .filter((r) => r !== 'customer')
    .map((r) => (
      <Tag key={r} color="blue">
        {roleLabels[r]}
      </Tag>
    ));
}
