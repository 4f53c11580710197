/**
 * 'Giao cho vận chuyển': what handing the parcels over needs by the request's method
 * (@app/shared/contracts/delivery `shippingNeeds`, decision 0091): nothing for pick-up or the company's
 * own courier; the carrier and its tracking code for a carrier; the coach's name and phone for a coach.
 * Each missing field says what it wants in Vietnamese; the API checks the same.
 */
import { coachPhone, type DeliveryMethod, shippingNeeds } from '@app/shared/contracts/delivery';
import { Button, Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { zodRule } from '../../lib/form-rules.ts';
import { messages } from '../../messages.ts';

const t = messages.delivery;

export interface ShipValues {
  carrier?: string;
  trackingCode?: string;
  carrierPhone?: string;
  note: string;
}

export function ShipForm(props: {
  method: DeliveryMethod;
  pending: boolean;
  onShip: (values: ShipValues) => void;
  extra?: ReactNode;
}) {
  const needs = shippingNeeds[props.method];
  const coach = props.method === 'coach';
  return (
    <>
      <Typography.Paragraph type="secondary">{t.shipHints[props.method]}</Typography.Paragraph>
      <Form<ShipValues>
        layout="inline"
        style={{ rowGap: 8 }}
        onFinish={(v) => props.onShip({ ...v, note: v.note ?? '' })}
      >
        {needs.includes('carrier') && (
          <Form.Item
            name="carrier"
            label={coach ? t.coachName : t.carrier}
            rules={[
              { required: true, whitespace: true, message: coach ? t.coachNameRequired : t.carrierRequired },
              { max: 100, message: t.tooLong(100) },
            ]}
          >
            <Input style={{ width: 200 }} data-testid="ship-carrier" />
          </Form.Item>
        )}
        {needs.includes('trackingCode') && (
          <Form.Item
            name="trackingCode"
            label={t.trackingCode}
            rules={[
              { required: true, whitespace: true, message: t.trackingRequired },
              { max: 60, message: t.tooLong(60) },
            ]}
          >
            <Input style={{ width: 180 }} data-testid="ship-tracking" />
          </Form.Item>
        )}
        {needs.includes('carrierPhone') && (
          <Form.Item
            name="carrierPhone"
            label={t.coachPhone}
            rules={[{ required: true, whitespace: true, message: t.coachPhoneRequired }, zodRule(coachPhone)]}
          >
            <Input style={{ width: 160 }} inputMode="tel" data-testid="ship-phone" />
          </Form.Item>
        )}
        <Form.Item name="note" label={t.staffNote} rules={[{ max: 500, message: t.tooLong(500) }]}>
          <Input style={{ width: 220 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={props.pending} data-testid="delivery-ship">
          {t.ship}
        </Button>
      </Form>
      {props.extra}
    </>
  );
}
