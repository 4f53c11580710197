/**
 * One tier table of the tariff form (decision 0099): a row per tier, its upper bound and its value,
 * the last bound left empty (no upper bound); rows added and removed. The contract checks the order.
 */
import { Button, Form, InputNumber, Space } from 'antd';
import { typedNumber } from '../../lib/number-input.ts';
import { tariffMessages as t } from '../../messages-tariff.ts';

interface Props {
  /** The list's path in the form, e.g. `['serviceTiers']` or `['routes', 0, 'tiers']`. */
  name: (string | number)[];
  bound: string;
  value: string;
  boundSuffix: string;
  valueSuffix: string;
  testId: string;
}

export function TierList({ name, bound, value, boundSuffix, valueSuffix, testId }: Props) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div data-testid={testId}>
          {fields.map((f) => (
            <Space key={f.key} align="baseline" style={{ display: 'flex', marginBottom: 4 }}>
              <Form.Item name={[f.name, bound]} noStyle>
                <InputNumber<number>
                  {...typedNumber}
                  placeholder={t.edit.openEnded}
                  suffix={boundSuffix}
                  style={{ width: 260 }}
                  aria-label={t.edit.upperBound}
                />
              </Form.Item>
              <Form.Item name={[f.name, value]} noStyle>
                <InputNumber<number> {...typedNumber} suffix={valueSuffix} style={{ width: 180 }} />
              </Form.Item>
              <Button size="small" onClick={() => remove(f.name)} disabled={fields.length <= 1}>
                {t.edit.removeTier}
              </Button>
            </Space>
          ))}
          <Button size="small" type="dashed" onClick={() => add({ [bound]: null, [value]: 0 })}>
            {t.edit.addTier}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
