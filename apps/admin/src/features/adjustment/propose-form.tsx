/**
 * 'Đề xuất điều chỉnh': the customer (searched by name, phone or email), credit or debit, the amount,
 * the reason the customer will read, and evidence photos (POST /Admin/Upload/Image, up to 10). Fields
 * are checked with the shared `adjustmentInput` contract; the amount is typed positive and signed by
 * the chosen direction. One Idempotency-Key per opened form, so a retried submit proposes once.
 */
import { ADJUSTMENT_MAX_PHOTOS, adjustmentInput } from '@app/shared/contracts/adjustment';
import { formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  type ButtonProps,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Space,
  Typography,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { typedNumber } from '../../lib/number-input.ts';
import { messages } from '../../messages.ts';
import { moneyControlMessages } from '../../messages-money-control.ts';
import { customerSearchQuery, uploadEvidence, useProposeAdjustment } from './api.ts';

const t = moneyControlMessages.adjustment;

interface Values {
  customerId?: number;
  direction: 'credit' | 'debit';
  amount?: number;
  reason?: string;
}

/** The search text after the user paused typing. */
function useSettled(text: string, ms = 300): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

function CustomerPicker(props: { value?: number; onChange?: (id: number | undefined) => void }) {
  const [text, setText] = useState('');
  const q = useSettled(text.trim());
  const found = useQuery(customerSearchQuery(q));
  const options = (q.length >= 2 ? (found.data?.items ?? []) : []).map((c) => ({
    value: c.id,
    label: `${c.fullName} · ${c.phone || c.email} · ${formatVnd(c.walletBalanceVnd)}`,
  }));
  return (
    <Select<number>
      aria-label={t.customer}
      data-testid="adjustment-customer"
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      placeholder={t.customerPlaceholder}
      value={props.value}
      options={options}
      loading={found.isFetching}
      notFoundContent={
        q.length < 2 ? t.customerPlaceholder : found.isFetching ? messages.common.loading : messages.common.none
      }
      onChange={(id) => props.onChange?.(id ?? undefined)}
    />
  );
}

export function ProposeDialog({ onClose }: { onClose: () => void }) {
  const { message } = App.useApp();
  const propose = useProposeAdjustment();
  const [requestKey] = useState(() => crypto.randomUUID());
  const [photos, setPhotos] = useState<{ id: number; url: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const pick = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    try {
      for (const file of [...files].slice(0, ADJUSTMENT_MAX_PHOTOS - photos.length)) {
        const image = await uploadEvidence(file);
        setPhotos((now) => [...now, image]);
      }
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const submit = (v: Values) =>
    propose.mutate(
      {
        requestKey,
        body: {
          customerId: v.customerId!,
          amountVnd: v.direction === 'debit' ? -(v.amount ?? 0) : (v.amount ?? 0),
          reason: v.reason ?? '',
          evidencePhotoIds: photos.map((p) => p.id),
        },
      },
      {
        onSuccess: (a) => {
          message.success(t.proposed(a.code));
          onClose();
        },
        onError: (error) => message.error(errorText(error)),
      },
    );

  return (
    <Modal
      open
      title={t.proposeTitle}
      okText={t.submit}
      cancelText={messages.common.close}
      okButtonProps={
        {
          htmlType: 'submit',
          form: 'adjustment-propose',
          loading: propose.isPending,
          'data-testid': 'adjustment-submit',
        } as ButtonProps
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> id="adjustment-propose" layout="vertical" initialValues={{ direction: 'credit' }} onFinish={submit}>
        <Form.Item name="customerId" label={t.customer} rules={[{ required: true, message: t.customerRequired }]}>
          <CustomerPicker />
        </Form.Item>
        <Form.Item name="direction" label={t.direction}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'credit', label: t.credit },
              { value: 'debit', label: t.debit },
            ]}
            data-testid="adjustment-direction"
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t.amount}
          extra={t.amountHint}
          rules={[zodRule(adjustmentInput.shape.amountVnd.refine((n) => n > 0, 'Số tiền phải lớn hơn 0 ₫'))]}
        >
          <InputNumber<number>
            {...typedNumber}
            style={{ width: '100%' }}
            min={1}
            addonAfter="₫"
            data-testid="adjustment-amount"
          />
        </Form.Item>
        <Form.Item name="reason" label={t.reason} rules={[zodRule(adjustmentInput.shape.reason)]}>
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder={t.reasonPlaceholder}
            data-testid="adjustment-reason"
          />
        </Form.Item>
        <Form.Item label={t.evidence} extra={t.evidenceHint}>
          <Space wrap>
            {photos.map((p) => (
              <Image key={p.id} src={p.url} width={72} height={72} style={{ objectFit: 'cover' }} alt={t.evidence} />
            ))}
            <Button
              loading={uploading}
              disabled={photos.length >= ADJUSTMENT_MAX_PHOTOS}
              onClick={() => input.current?.click()}
              data-testid="adjustment-upload"
            >
              {t.upload}
            </Button>
          </Space>
          <input
            ref={input}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/gif"
            style={{ display: 'none' }}
            onChange={(e) => void pick(e.target.files)}
            data-testid="adjustment-photo-input"
          />
          {photos.length > 0 && <Typography.Text type="secondary">{t.photos(photos.length)}</Typography.Text>}
        </Form.Item>
      </Form>
    </Modal>
  );
}
