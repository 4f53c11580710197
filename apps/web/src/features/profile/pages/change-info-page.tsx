/**
 * /profile/changeInfo: full name, email, phone (shared `changeInformationInput`) → PUT
 * /CurrentUser/ChangeInformation → the answer replaces the cached user → back to /profile with a
 * notice. An email or phone already used elsewhere is shown on its field. Changing the email or the
 * phone asks for the current password (decision 0019), whose field appears once either differs.
 * DOM hooks: labels 'Họ và tên', 'Email', 'Số điện thoại', 'Mật khẩu hiện tại'; button 'Lưu thông tin'.
 */
import { changeInformationInput } from '@app/shared/contracts/auth';
import { currentUserEndpoints } from '@app/shared/contracts/user.endpoints';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { useRevealFirstError } from '../../../components/reveal-error.ts';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError, call, errorText } from '../../../lib/api-client.ts';
import { type ContactField, contactFieldErrors } from '../../../lib/contact-errors.ts';
import { setUser, useCurrentUser } from '../../../lib/session.ts';
import { profileMessages as m } from '../../../messages/profile.ts';

const fieldOfCode = {
  'wrong-password': 'currentPassword',
  'missing-password': 'currentPassword',
} as const;

const currentPasswordLabel = 'Mật khẩu hiện tại';

export function Component() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState, watch } = useForm({
    resolver: zodResolver(changeInformationInput),
    values: {
      fullName: user?.fullName ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      currentPassword: undefined,
    },
  });
  const contactChanged = watch('email') !== (user?.email ?? '') || watch('phone') !== (user?.phone ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = formState;
  const formRef = useRevealFirstError(`${formState.submitCount}:${formError ?? ''}`);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { currentPassword, ...contact } = values;
      const body = contactChanged ? { ...contact, currentPassword } : contact;
      setUser(await call(currentUserEndpoints.changeInformation, { body }));
      navigate('/profile', { replace: true, state: { notice: m.infoSaved } });
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      const contact = contactFieldErrors(code);
      const field = fieldOfCode[code as keyof typeof fieldOfCode];
      if (contact) for (const [name, message] of Object.entries(contact)) setError(name as ContactField, { message });
      else if (field) setError(field, { message: errorText(err) });
      else setFormError(errorText(err));
    }
  });

  return (
    <form ref={formRef} className="form card" noValidate onSubmit={submit} data-testid="change-info-form">
      <TextField label={m.fullName} autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      <TextField
        label={m.email}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={m.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      {contactChanged && (
        <TextField
          label={currentPasswordLabel}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword', { shouldUnregister: true })}
        />
      )}
      <FormError message={formError} />
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {m.saveInfo}
      </button>
    </form>
  );
}
