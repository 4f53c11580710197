/**
 * "Hàng đã về kho — tạo yêu cầu giao": shown on the home page and the order page while the customer
 * has parcels waiting at a VN warehouse that no open request carries (GET /Delivery/Available),
 * linking to /delivery/create. Fetched with the plain client (no TanStack Query) so the light home
 * page can show it; a failed fetch shows nothing. DOM hook: `data-testid="delivery-banner"`.
 */
import type { DeliveryAvailable } from '@app/shared/contracts/delivery';
import { deliveryEndpoints } from '@app/shared/contracts/delivery.endpoints';
import { formatVnd } from '@app/shared/money';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../lib/api-client.ts';
import { deliveryMessages as m } from '../messages/delivery.ts';

export function DeliveryBanner() {
  const [data, setData] = useState<DeliveryAvailable | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    call(deliveryEndpoints.available, { signal: abort.signal })
      .then(setData)
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  const count = data?.warehouses.reduce((s, w) => s + w.orders.reduce((n, o) => n + o.parcels.length, 0), 0) ?? 0;
  if (!data || count === 0) return null;
  const remaining = data.remainingVnd > 0 ? m.bannerRemaining(formatVnd(data.remainingVnd)) : '';
  return (
    <Link
      to="/delivery/create"
      className="card"
      data-testid="delivery-banner"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        textDecoration: 'none',
        background: '#ecfdf5',
        border: '1px solid #a7f3d0',
        color: 'var(--app-text)',
        minHeight: 48,
      }}
    >
      <span aria-hidden="true" style={{ fontSize: 26, lineHeight: 1 }}>
        📦
      </span>
      <span style={{ display: 'grid', gap: 2, flex: 1, minWidth: 0 }}>
        <strong style={{ color: '#065f46' }}>{m.bannerTitle}</strong>
        <span style={{ fontSize: 14, color: 'var(--app-text-muted)' }}>{m.bannerText(count, remaining)}</span>
      </span>
      <span aria-hidden="true" style={{ fontSize: 22, color: '#065f46' }}>
        ›
      </span>
    </Link>
  );
}
