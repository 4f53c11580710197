/** One address in the book: receiver, phone, full address, default tag; tapping opens the editor. */
import type { Address } from '@app/shared/contracts/address';
import { Tag } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { addressMessages as m } from '../../../messages/address.ts';

export function AddressCard({ address }: { address: Address }) {
  return (
    <Link
      to={`/address/${address.id}`}
      aria-label={m.edit(address.receiverName)}
      data-testid="address-card"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: 12,
        background: 'var(--app-surface)',
        borderRadius: 8,
        color: 'var(--app-text)',
        textDecoration: 'none',
      }}
    >
      <div style={{ flex: 1, minWidth: 0, display: 'grid', gap: 4 }}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <strong>{address.receiverName}</strong>
          <span style={{ color: 'var(--app-text-muted)' }}>{address.phone}</span>
          {address.isDefault && (
            <Tag color="primary" fill="outline">
              {m.default}
            </Tag>
          )}
        </div>
        <div style={{ color: 'var(--app-text-muted)', fontSize: 14 }}>{address.fullAddress}</div>
      </div>
      <RightOutline aria-hidden color="var(--app-text-muted)" />
    </Link>
  );
}
