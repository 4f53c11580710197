/**
 * On the order page, the way to the customer's parcels (/package) and delivery requests
 * (/delivery), reached before only from a banner shown while goods wait at the VN warehouse
 * (decision 0094). DOM hook: `data-testid="order-links"`.
 */
import { Link } from 'react-router';
import { BoxIcon, TruckIcon } from '../../../components/icons.tsx';
import { orderMessages as m } from '../../../messages/order.ts';

const linkStyle = {
  flex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minHeight: 44,
  padding: '0 8px',
  borderRadius: 8,
  border: '1px solid var(--adm-color-border)',
  background: 'var(--app-surface)',
  textDecoration: 'none',
  textAlign: 'center',
} as const;

export function OrderLinks() {
  return (
    <nav aria-label={m.linksLabel} data-testid="order-links" style={{ display: 'flex', gap: 8 }}>
      <Link to="/package" style={linkStyle}>
        <BoxIcon />
        <span>{m.parcelsLink}</span>
      </Link>
      <Link to="/delivery" style={linkStyle}>
        <TruckIcon />
        <span>{m.deliveriesLink}</span>
      </Link>
    </nav>
  );
}
