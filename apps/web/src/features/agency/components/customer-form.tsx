/**
 * "Thêm khách hàng": name, phone, email checked with the shared `createAgencyCustomerInput` →
 * POST /Agency/Customer (Idempotency-Key once per filled form). The new customer gets a set-password
 * link by e-mail; the form says so. A taken phone or e-mail shows under its field.
 */
import { createAgencyCustomerInput } from '@app/shared/contracts/agency';
import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { FieldError } from '../../../components/field-error.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { contactFieldErrors } from '../../../lib/contact-errors.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { agencyMessages as m } from '../../../messages/agency.ts';
import { useCreateCustomer } from '../api/agency.ts';

type Field = 'name' | 'phone' | 'email';
const inputStyle = { width: '100%', boxSizing: 'border-box', minWidth: 0 } as const;

export function CustomerForm({ onClose, onCreated }: { onClose: () => void; onCreated: (email: string) => void }) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', phone: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [key, setKey] = useState(newIdempotencyKey);
  const create = useCreateCustomer();

  function submit(ev: { preventDefault: () => void }) {
    ev.preventDefault();
    const parsed = createAgencyCustomerInput.safeParse(values);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const i of parsed.error.issues) next[i.path[0] as Field] ??= i.message;
      return setErrors(next);
    }
    setErrors({});
    create.mutate(
      { input: parsed.data, key },
      {
        onSuccess: (c) => {
          setKey(newIdempotencyKey());
          onCreated(parsed.data.email || c.emailMasked);
        },
        onError: (e) => {
          const contact = e instanceof ApiError ? contactFieldErrors(e.code) : null;
          setErrors(contact ?? { form: errorText(e) });
        },
      },
    );
  }

  const field = (name: Field, label: string, type: string, extra: Record<string, string> = {}) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]}>
      <input
        id={`${id}-${name}`}
        className="field__input"
        type={type}
        data-testid={`customer-${name}`}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        style={inputStyle}
        {...extra}
      />
    </FormField>
  );

  return (
    <form
      className="card"
      noValidate
      onSubmit={submit}
      data-testid="customer-form"
      style={{ display: 'grid', gap: 10, padding: '12px 16px' }}
    >
      <h2 style={{ fontSize: 16, margin: 0 }}>{m.addCustomer}</h2>
      {field('name', m.name, 'text', { autoComplete: 'off' })}
      {field('phone', m.phone, 'tel', { inputMode: 'tel', autoComplete: 'off' })}
      {field('email', m.email, 'email', { autoCapitalize: 'none', autoComplete: 'off' })}
      <FieldError message={errors.form} />
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        <Button onClick={onClose}>{m.cancelAdd}</Button>
        <Button type="submit" color="primary" loading={create.isPending} data-testid="customer-save">
          {m.save}
        </Button>
      </div>
    </form>
  );
}
