/**
 * The delivery request form (/delivery/create): the warehouse (when parcels wait at several), its
 * parcels by order (all preselected), the address, the method, a note, and what will be paid: the
 * remaining amount of every order a chosen parcel belongs to, against the wallet balance. With too
 * little balance it shows the missing amount and a link to recharge instead of the submit button.
 * Paying is confirmed first ("Thanh toán 742.745 ₫?", Hủy / Xác nhận), like the deposit (decision 0094).
 * One Idempotency-Key per form, reused by retries.
 */

import type { Address } from '@app/shared/contracts/address';
import {
  type DeliveryAvailable,
  type DeliveryMethod,
  deliveryMethodLabels,
  deliveryMethods,
} from '@app/shared/contracts/delivery';
import { RECHARGE_MIN_VND } from '@app/shared/contracts/wallet';
import { formatVnd } from '@app/shared/money';
import { chargeableWeightRule } from '@app/shared/parcel-fees';
import { Button, Dialog, TextArea, Toast } from 'antd-mobile';
import { useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { deliveryMessages as m } from '../../../messages/delivery.ts';
import { useCreateDelivery } from '../api/delivery.ts';
import { Block, Choice, Row } from './choice.tsx';
import { ParcelPicker, weightText } from './parcel-picker.tsx';

export function DeliveryForm(props: { available: DeliveryAvailable; addresses: Address[]; addressId?: number }) {
  const { available, addresses } = props;
  const [houseId, setHouseId] = useState(available.warehouses[0]!.id);
  const house = available.warehouses.find((w) => w.id === houseId) ?? available.warehouses[0]!;
  const allOf = (w: typeof house) => new Set(w.orders.flatMap((o) => o.parcels.map((p) => p.id)));
  const [selected, setSelected] = useState<Set<number>>(() => allOf(house));
  const [addressId, setAddressId] = useState<number | undefined>(
    props.addressId ?? (addresses.find((a) => a.isDefault) ?? addresses[0])?.id,
  );
  const [method, setMethod] = useState<DeliveryMethod>('carrier');
  const [note, setNote] = useState('');
  const [key] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateDelivery();
  const navigate = useNavigate();
  const location = useLocation();
  const noteId = useId();

  const chosenOrders = house.orders.filter((o) => o.parcels.some((p) => selected.has(p.id)));
  const total = chosenOrders.reduce((s, o) => s + o.remainingVnd, 0);
  const chosen = house.orders.flatMap((o) => o.parcels).filter((p) => selected.has(p.id));
  const grams = chosen.reduce((s, p) => s + (p.weightGrams ?? 0), 0);
  const kg10 = chosen.reduce((s, p) => s + (p.chargeableKg10 ?? 0), 0);
  const missing = Math.max(0, total - available.balanceVnd);
  const serverShort = create.error instanceof ApiError && create.error.code === 'insufficient-balance';
  const rechargeTo = `/wallet/recharge?amount=${Math.max(RECHARGE_MIN_VND, missing)}`;
  const returnTo = useMemo(() => encodeURIComponent(`${location.pathname}${location.search}`), [location]);

  function switchHouse(id: number) {
    const w = available.warehouses.find((x) => x.id === id)!;
    setHouseId(id);
    setSelected(allOf(w));
  }

  async function submit() {
    setError(null);
    if (selected.size === 0) return setError(m.chooseParcel);
    if (!addressId) return setError(m.chooseAddress);
    if (total > 0) {
      const amount = formatVnd(total);
      const ok = await Dialog.confirm({
        title: m.payConfirmTitle(amount),
        content: m.payConfirmText(amount, chosenOrders.map((o) => o.code).join(', ')),
        confirmText: m.payConfirmOk,
        cancelText: m.payConfirmCancel,
      });
      if (!ok) return;
    }
    create.mutate(
      { input: { parcelIds: [...selected], addressId, method, note: note.trim() }, key },
      {
        onSuccess: (d) => {
          Toast.show({ icon: 'success', content: m.created });
          navigate(`/delivery/${d.id}`, { replace: true });
        },
      },
    );
  }

  return (
    <div className="page" style={{ gap: 12, paddingBottom: 8 }} data-testid="delivery-form">
      {available.unweighedCount > 0 && (
        <p style={{ margin: 0, color: 'var(--app-text-muted)', fontSize: 14 }} data-testid="delivery-unweighed">
          {m.unweighed(available.unweighedCount)}
        </p>
      )}
      {available.warehouses.length > 1 && (
        <Block title={m.warehouse}>
          <p style={{ margin: '4px 0', color: 'var(--app-text-muted)', fontSize: 14 }}>{m.oneWarehouse}</p>
          <div role="radiogroup" aria-label={m.warehouse}>
            {available.warehouses.map((w) => (
              <Choice
                key={w.id}
                type="radio"
                name="warehouse"
                checked={w.id === houseId}
                onChange={() => switchHouse(w.id)}
                title={w.name}
                detail={m.warehouseTotal(
                  w.orders.reduce((n, o) => n + o.parcels.length, 0),
                  weightText(w.weightGrams, w.chargeableKg10),
                )}
              />
            ))}
          </div>
        </Block>
      )}
      <Block title={`${m.createTitle} · ${house.name}`} testId="delivery-parcels">
        <p style={{ margin: '0 0 4px', color: 'var(--app-text-muted)', fontSize: 14 }}>{house.address}</p>
        <ParcelPicker warehouse={house} selected={selected} onChange={setSelected} />
        <p style={{ margin: '4px 0 0', color: 'var(--app-text-muted)', fontSize: 13 }} data-testid="weight-rule">
          {chargeableWeightRule()}
        </p>
      </Block>
      <Block
        title={m.addressTitle}
        testId="delivery-address"
        extra={
          <Link
            to={`/address/create?returnTo=${returnTo}`}
            style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
          >
            {m.addAddress}
          </Link>
        }
      >
        <div role="radiogroup" aria-label={m.addressTitle}>
          {addresses.length === 0 && <p style={{ margin: '4px 0', color: 'var(--app-text-muted)' }}>{m.noAddress}</p>}
          {addresses.map((a) => (
            <Choice
              key={a.id}
              type="radio"
              name="addressId"
              checked={addressId === a.id}
              onChange={() => setAddressId(a.id)}
              title={`${a.receiverName} · ${a.phone}${a.isDefault ? ` (${m.defaultAddress})` : ''}`}
              detail={a.fullAddress}
            />
          ))}
        </div>
      </Block>
      <Block title={m.methodTitle} testId="delivery-method">
        <div role="radiogroup" aria-label={m.methodTitle}>
          {deliveryMethods.map((value) => (
            <Choice
              key={value}
              type="radio"
              name="method"
              testId={`method-${value}`}
              checked={method === value}
              onChange={() => setMethod(value)}
              title={deliveryMethodLabels[value]}
              detail={m.methodHints[value]}
            />
          ))}
        </div>
      </Block>
      <Block title={<label htmlFor={noteId}>{m.noteLabel}</label>} testId="delivery-note">
        <TextArea
          id={noteId}
          value={note}
          onChange={setNote}
          placeholder={m.notePlaceholder}
          maxLength={500}
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </Block>
      <Block title={m.payTitle} testId="delivery-pay">
        <Row label={m.summary(selected.size, weightText(grams, kg10))} value="" />
        {chosenOrders.map((o) => (
          <Row
            key={`${o.type}-${o.id}`}
            label={`${m.orderTypes[o.type]} ${o.code}`}
            value={formatVnd(o.remainingVnd)}
          />
        ))}
        <Row label={m.payTotal} value={formatVnd(total)} strong testId="delivery-total" />
        <Row label={m.balance} value={formatVnd(available.balanceVnd)} testId="delivery-balance" />
        {missing > 0 ? (
          <Row label={m.missing} value={formatVnd(missing)} strong tone="var(--app-danger)" testId="delivery-missing" />
        ) : (
          <Row label={m.afterPay} value={formatVnd(available.balanceVnd - total)} />
        )}
      </Block>
      {(error || create.isError) && (
        <p role="alert" style={{ margin: 0, color: 'var(--app-danger)' }} data-testid="delivery-error">
          {error ?? errorText(create.error)}
        </p>
      )}
      {missing > 0 || serverShort ? (
        <div style={{ display: 'grid', gap: 8 }}>
          {missing > 0 && (
            <p role="alert" style={{ margin: 0, color: 'var(--app-danger)' }}>
              {m.insufficient(formatVnd(missing))}
            </p>
          )}
          <Button
            color="primary"
            size="large"
            block
            onClick={() => navigate(rechargeTo)}
            data-testid="delivery-recharge"
          >
            {m.recharge}
          </Button>
        </div>
      ) : (
        <Button
          color="primary"
          size="large"
          block
          loading={create.isPending}
          onClick={() => void submit()}
          data-testid="delivery-submit"
        >
          {total > 0 ? m.submitPay(formatVnd(total)) : m.submit}
        </Button>
      )}
    </div>
  );
}
