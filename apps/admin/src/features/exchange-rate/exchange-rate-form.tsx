/** Form to set a new purchase rate, checked by the shared `exchangeRateInput` contract. */
import { exchangeRateInput } from '@app/shared/contracts/wallet';
import { App, Button, Form, InputNumber } from 'antd';
import { errorNotice } from '../../components/error-notice.tsx';
import { zodRule } from '../../lib/form-rules.ts';
import { typedNumber } from '../../lib/number-input.ts';
import { messages } from '../../messages.ts';
import { useSetExchangeRate } from './api.ts';

const t = messages.exchangeRate;

export function ExchangeRateForm() {
  const [form] = Form.useForm<{ rate: number | null }>();
  const { message } = App.useApp();
  const setRate = useSetExchangeRate();

  const submit = ({ rate }: { rate: number | null }) => {
    if (rate === null) return;
    setRate.mutate(rate, {
      onSuccess: () => {
        message.success(t.saved);
        form.resetFields();
      },
      onError: (error) => message.error(errorNotice(error)),
    });
  };

  return (
    <Form form={form} layout="vertical" name="exchange-rate" requiredMark={false} onFinish={submit}>
      <Form.Item name="rate" label={t.rate} extra={t.rateHint} rules={[zodRule(exchangeRateInput.shape.rate)]}>
        <InputNumber<number>
          {...typedNumber}
          style={{ width: '100%' }}
          step={10}
          suffix={messages.common.perCny}
          inputMode="numeric"
          data-testid="exchange-rate-input"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={setRate.isPending}>
        {t.submit}
      </Button>
    </Form>
  );
}
