/**
 * The route the cart's estimates ship on, offered when more than one is active (the public price
 * list, GET /Tariff `routes`, is the PWA's list of routes). `value`: the route the estimates used.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { publicTariffQuery } from '../../../lib/public-tariff.ts';
import { cartMessages as m } from '../../../messages/cart.ts';

export function RoutePicker(props: { value: number | null; onChange: (routeId: number) => void }) {
  const id = useId();
  const routes = useQuery(publicTariffQuery).data?.routes ?? [];
  if (routes.length < 2) return null;
  return (
    <div style={{ display: 'grid', gap: 4, margin: '0 0 12px' }}>
      <label htmlFor={id} style={{ fontSize: 14 }}>
        {m.route}
      </label>
      <select
        id={id}
        data-testid="cart-route"
        value={props.value ?? ''}
        onChange={(e) => props.onChange(Number(e.currentTarget.value))}
        style={{
          minHeight: 40,
          width: '100%',
          fontSize: 15,
          borderRadius: 6,
          border: '1px solid var(--adm-color-border)',
          background: 'var(--app-surface)',
          color: 'var(--app-text)',
        }}
      >
        {routes.map((r) => (
          <option key={r.routeId} value={r.routeId}>
            {m.routeOption(r.from, r.to)}
          </option>
        ))}
      </select>
    </div>
  );
}
