/**
 * The complaint form: the lines and how many units (a purchase order; a consignment order is
 * complained about whole), the reason, a description, up to 6 photos uploaded with progress (needed
 * for a damaged, wrong or wrong-variant item), and the amount asked. Validated with the shared
 * complaintInput; "Gửi khiếu nại" posts POST /Complaint with one Idempotency-Key per filled form and
 * opens the new complaint.
 */
import {
  COMPLAINT_MAX_PHOTOS,
  type ComplaintInput,
  type ComplaintOrderType,
  complaintInput,
  complaintReasonLabels,
  complaintReasons,
  complaintReasonsNeedingPhotos,
} from '@app/shared/contracts/complaint';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextArea, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ChoiceRow } from '../../../components/choice-row.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { PhotoPicker } from '../../../components/photo-picker.tsx';
import { useRevealFirstError } from '../../../components/reveal-error.ts';
import { Section } from '../../../components/section.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { complaintMessages as m } from '../../../messages/complaint.ts';
import { useCreateComplaint } from '../api/complaints.ts';
import { LinesPicker, type PickableLine } from './lines-picker.tsx';

type Input = z.input<typeof complaintInput>;
type Output = z.output<typeof complaintInput>;

export function ComplaintForm(props: { orderType: ComplaintOrderType; orderId: number; lines: PickableLine[] }) {
  const navigate = useNavigate();
  const create = useCreateComplaint();
  const [key] = useState(newIdempotencyKey);
  const ids = { description: useId(), amount: useId() };
  const { control, handleSubmit, formState, setError } = useForm<Input, unknown, Output>({
    resolver: zodResolver(complaintInput),
    defaultValues: {
      orderType: props.orderType,
      orderId: props.orderId,
      lines: [],
      description: '',
      photoIds: [],
      requestedVnd: 0,
    },
  });
  const errors = formState.errors;
  const reason = useWatch({ control, name: 'reason' });
  const needsPhotos = reason !== undefined && complaintReasonsNeedingPhotos.includes(reason);
  const apiError = create.isError ? errorText(create.error) : '';
  const formRef = useRevealFirstError(`${formState.submitCount}:${apiError}`);

  const submit = handleSubmit((input: ComplaintInput) => {
    if (props.orderType === 'purchase' && input.lines.length === 0) {
      setError('lines', { message: m.linesHint });
      return;
    }
    if (complaintReasonsNeedingPhotos.includes(input.reason) && input.photoIds.length === 0) {
      setError('photoIds', { message: m.photosRequired });
      return;
    }
    create.mutate(
      { input, key },
      {
        onSuccess: (c) => {
          Toast.show({ icon: 'success', content: m.submitted });
          navigate(`/orderComplaint/${c.id}`, { replace: true });
        },
      },
    );
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="page" style={{ gap: 12 }} data-testid="complaint-form">
      {props.orderType === 'purchase' ? (
        <Controller
          control={control}
          name="lines"
          render={({ field }) => (
            <Section title={m.linesLabel} field error={errors.lines?.message ?? errors.lines?.root?.message}>
              <LinesPicker lines={props.lines} value={field.value} onChange={field.onChange} />
            </Section>
          )}
        />
      ) : (
        <Section title={m.linesLabel}>
          <p style={{ margin: 0 }}>{m.wholeOrder}</p>
        </Section>
      )}
      <Controller
        control={control}
        name="reason"
        render={({ field }) => (
          <Section title={m.reasonLabel} field error={errors.reason?.message}>
            <div role="radiogroup" aria-label={m.reasonLabel}>
              {complaintReasons.map((r) => (
                <ChoiceRow
                  key={r}
                  type="radio"
                  name="complaint-reason"
                  checked={field.value === r}
                  onChange={() => field.onChange(r)}
                  title={complaintReasonLabels[r]}
                />
              ))}
            </div>
          </Section>
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <Section
            title={<label htmlFor={ids.description}>{m.descriptionLabel}</label>}
            field
            error={errors.description?.message}
          >
            <TextArea
              id={ids.description}
              value={field.value}
              onChange={field.onChange}
              placeholder={m.descriptionPlaceholder}
              maxLength={2000}
              autoSize={{ minRows: 3, maxRows: 8 }}
              style={{ border: '1px solid var(--adm-color-border)', borderRadius: 6, padding: 8 }}
            />
          </Section>
        )}
      />
      <Controller
        control={control}
        name="photoIds"
        render={({ field }) => (
          <Section title={needsPhotos ? `${m.photosLabel} *` : m.photosLabel} field error={errors.photoIds?.message}>
            <PhotoPicker
              max={COMPLAINT_MAX_PHOTOS}
              onChange={field.onChange}
              testId="complaint-photos"
              hint={m.photosHint(COMPLAINT_MAX_PHOTOS)}
            />
          </Section>
        )}
      />
      <Controller
        control={control}
        name="requestedVnd"
        render={({ field }) => (
          <Section
            title={<label htmlFor={ids.amount}>{m.amountLabel}</label>}
            field
            error={errors.requestedVnd?.message}
          >
            <NumberInput
              id={ids.amount}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 0)}
              onBlur={field.onBlur}
              inputMode="numeric"
            />
          </Section>
        )}
      />
      <FormError message={apiError} />
      <Button
        type="submit"
        color="primary"
        block
        size="large"
        loading={create.isPending}
        data-testid="complaint-submit"
      >
        {m.submit}
      </Button>
    </form>
  );
}
