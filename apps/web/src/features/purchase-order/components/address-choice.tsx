/**
 * Receiver choice on the order page: the address book as radios (the default preselected by the
 * form), and a link to add one that comes back here with the new `addressId`.
 */
import type { Address } from '@app/shared/contracts/address';
import { Link, useLocation } from 'react-router';
import { ChoiceRow } from '../../../components/choice-row.tsx';
import { Section } from '../../../components/section.tsx';
import { orderMessages as m } from '../../../messages/order.ts';

export function AddressChoice(props: {
  addresses: Address[];
  value: number | undefined;
  onChange: (id: number) => void;
  error?: string;
}) {
  const location = useLocation();
  const back = new URLSearchParams(location.search);
  back.delete('addressId');
  const returnTo = encodeURIComponent(`${location.pathname}?${back}`);
  const addLink = (
    <Link
      to={`/address/create?returnTo=${returnTo}`}
      style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
    >
      {m.addAddress}
    </Link>
  );
  return (
    <Section title={m.addressTitle} extra={addLink} testId="address-choice" field error={props.error}>
      <div role="radiogroup" aria-label={m.addressTitle}>
        {props.addresses.length === 0 && (
          <p style={{ margin: '4px 0', color: 'var(--app-text-muted)' }}>{m.noAddress}</p>
        )}
        {props.addresses.map((a) => (
          <ChoiceRow
            key={a.id}
            type="radio"
            name="addressId"
            checked={props.value === a.id}
            onChange={() => props.onChange(a.id)}
            title={`${a.receiverName} · ${a.phone}${a.isDefault ? ` (${m.defaultAddress})` : ''}`}
            detail={a.fullAddress}
          />
        ))}
      </div>
    </Section>
  );
}
