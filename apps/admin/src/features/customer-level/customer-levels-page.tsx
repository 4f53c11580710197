/**
 * 'Hạng khách hàng' page (/customerLevel, admin, decision 0100): the levels as an editable table —
 * name, spending threshold (đồng), deposit share and service-fee discount (percent, one decimal) —
 * saved as one set. The first level starts at 0 ₫; thresholds ascend. Each field is checked by the
 * contract the API validates with; the whole set again on save (ascending thresholds).
 */
import { customerLevelInput, customerLevelsInput } from '@app/shared/contracts/customer-level';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { LoadError } from '../../components/load-error.tsx';
import { errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { typedNumber } from '../../lib/number-input.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { levelsQuery, useSaveLevels } from './api.ts';

const t = messages.customerCare.levels;
const shape = customerLevelInput.shape;

interface Row {
  id?: number;
  name: string;
  thresholdVnd: number | null;
  depositPercent: number | null;
  serviceFeeDiscountPercent: number | null;
}

export function CustomerLevelsPage() {
  useTitle(t.title);
  const levels = useQuery(levelsQuery);
  const save = useSaveLevels();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ levels: Row[] }>();

  useEffect(() => {
    if (levels.data) form.setFieldsValue({ levels: levels.data.levels });
  }, [levels.data, form]);

  const submit = (values: { levels: Row[] }) => {
    const parsed = customerLevelsInput.safeParse(values);
    if (!parsed.success) {
      message.error(parsed.error.issues[0]?.message ?? messages.common.error);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => message.success(t.saved),
      onError: (error) => message.error(errorText(error)),
    });
  };

  const cell = { style: { marginBottom: 0 } };
  return (
    <>
      <Typography.Title level={2}>{t.title}</Typography.Title>
      {levels.isError && <LoadError error={levels.error} onRetry={() => levels.refetch()} />}
      <Card loading={levels.isPending} style={{ maxWidth: 960 }}>
        <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
        <Form form={form} name="customer-levels" requiredMark={false} onFinish={submit}>
          <Form.List name="levels">
            {(fields, { add, remove }) => (
              <Space direction="vertical" size={12} style={{ width: '100%' }}>
                {fields.map((field, index) => (
                  <Space key={field.key} align="start" wrap data-testid="level-row">
                    {/* The level's id travels with the set: a kept level keeps its customers. */}
                    <Form.Item name={[field.name, 'id']} hidden>
                      <InputNumber />
                    </Form.Item>
                    <Form.Item {...cell} name={[field.name, 'name']} label={t.name} rules={[zodRule(shape.name)]}>
                      <Input style={{ width: 160 }} maxLength={50} data-testid="level-name" />
                    </Form.Item>
                    <Form.Item
                      {...cell}
                      name={[field.name, 'thresholdVnd']}
                      label={t.threshold}
                      rules={[zodRule(shape.thresholdVnd)]}
                      extra={index === 0 ? t.firstZero : undefined}
                    >
                      <InputNumber<number>
                        {...typedNumber}
                        style={{ width: 180 }}
                        inputMode="numeric"
                        disabled={index === 0}
                        data-testid="level-threshold"
                      />
                    </Form.Item>
                    <Form.Item
                      {...cell}
                      name={[field.name, 'depositPercent']}
                      label={t.deposit}
                      rules={[zodRule(shape.depositPercent)]}
                    >
                      <InputNumber<number> {...typedNumber} style={{ width: 90 }} data-testid="level-deposit" />
                    </Form.Item>
                    <Form.Item
                      {...cell}
                      name={[field.name, 'serviceFeeDiscountPercent']}
                      label={t.discount}
                      rules={[zodRule(shape.serviceFeeDiscountPercent)]}
                    >
                      <InputNumber<number> {...typedNumber} style={{ width: 90 }} data-testid="level-discount" />
                    </Form.Item>
                    {index > 0 && (
                      <Button danger type="link" onClick={() => remove(field.name)}>
                        {t.remove}
                      </Button>
                    )}
                  </Space>
                ))}
                <Button
                  onClick={() =>
                    add({ name: '', thresholdVnd: null, depositPercent: 70, serviceFeeDiscountPercent: 0 })
                  }
                  data-testid="level-add"
                >
                  {t.add}
                </Button>
              </Space>
            )}
          </Form.List>
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            style={{ marginTop: 16 }}
            data-testid="levels-save"
          >
            {t.submit}
          </Button>
        </Form>
      </Card>
    </>
  );
}
