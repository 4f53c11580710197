/**
 * Weighing at the station: grams and centimetres as typed (`40,5` cm counts as 41, a fraction of a
 * gram is refused: decision 0095), within the contract's bounds, Enter in any field
 * saves. The answer's weights and fee show in the result panel; the station then arms "Enter prints
 * the label".
 */

import type { AdminParcelSummary } from '@app/shared/contracts/parcel';
import { measureInput } from '@app/shared/contracts/parcel';
import { Button, Form, InputNumber, Space } from 'antd';
import { errorText } from '../../lib/api-client.ts';
import { typedNumber } from '../../lib/number-input.ts';
import { messages } from '../../messages.ts';
import { useMeasure } from './api.ts';

const t = messages.warehouse.measure;
type Values = { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number };
const fields = ['weightGrams', 'lengthCm', 'widthCm', 'heightCm'] as const;

export function MeasureForm(props: {
  parcelId: number;
  initial: Partial<Values>;
  onSaved: (parcel: AdminParcelSummary) => void;
  onError: (message: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  const measure = useMeasure();

  async function submit(values: Values) {
    // Centimetres typed with a decimal (`40,5`) count as whole ones, as the contract stores them;
    // grams are not rounded: `2,5` in grams is a slip of unit, refused (decision 0095).
    const whole = (n: number | undefined) => (typeof n === 'number' ? Math.round(n) : n);
    const parsed = measureInput.safeParse({
      ...values,
      lengthCm: whole(values.lengthCm),
      widthCm: whole(values.widthCm),
      heightCm: whole(values.heightCm),
    });
    if (!parsed.success) {
      props.onError(parsed.error.issues[0]?.message ?? messages.common.error);
      return;
    }
    try {
      props.onSaved(await measure.mutateAsync({ id: props.parcelId, ...parsed.data }));
    } catch (err) {
      props.onError(errorText(err));
    }
  }

  return (
    <Form
      form={form}
      layout="inline"
      initialValues={props.initial}
      onFinish={submit}
      data-testid="measure-form"
      style={{ rowGap: 8 }}
    >
      {fields.map((name) => (
        <Form.Item key={name} name={name} label={t[name]} rules={[{ required: true, message: t.required }]}>
          <InputNumber<number>
            {...typedNumber}
            min={1}
            style={{ width: name === 'weightGrams' ? 120 : 90 }}
            data-testid={`measure-${name}`}
          />
        </Form.Item>
      ))}
      <Space>
        <Button type="primary" htmlType="submit" loading={measure.isPending} data-testid="measure-submit">
          {t.submit}
        </Button>
      </Space>
    </Form>
  );
}
