/**
 * A customer's name in a list: a link to their page in the console (/customer/:id) for staff who may
 * look customers up (`view:customer`), plain text for the others.
 */
import { Link } from 'react-router';
import { useCan } from '../lib/permissions.ts';

export function CustomerLink({ customer }: { customer: { id: number; fullName: string } }) {
  const canView = useCan('view:customer');
  if (!canView) return <span>{customer.fullName}</span>;
  return (
    <Link to={`/customer/${customer.id}`} data-testid="customer-link">
      {customer.fullName}
    </Link>
  );
}
