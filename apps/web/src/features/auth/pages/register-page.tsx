/**
 * /auth/register (title 'Đăng ký tài khoản'): full name, phone, email, password checked against
 * the API's policy (shown as a checklist) → POST /auth/register → store the token, load the user,
 * go to '/' (SPEC.md §4). Validation: the shared `registerInput` schema through react-hook-form.
 * Every field is marked required (`*`, aria-required) under a note saying so (decision 0095). A
 * notice links the terms of use; the version shown is sent as `acceptedTermsVersion` (decision 0102).
 * An agent's link `/auth/register?ref=CODE` fills "Mã giới thiệu" (editable, optional), sent as
 * `referralCode`; the API's `referral-code-invalid` shows on that field (decision 0118).
 * DOM hooks: labels 'Họ và tên', 'Số điện thoại', 'Email', 'Mật khẩu'; button 'Đăng ký';
 * `data-testid="register-form"`, `form-error`, `password-policy`.
 */

import { articleEndpoints } from '@app/shared/contracts/article.endpoints';
import { registerInput } from '@app/shared/contracts/auth';
import { authEndpoints } from '@app/shared/contracts/auth.endpoints';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { PolicyChecklist, usePasswordPolicy, withPolicy } from '../../../components/password-policy.tsx';
import { useRevealFirstError } from '../../../components/reveal-error.ts';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError, call, errorText } from '../../../lib/api-client.ts';
import { type ContactField, contactFieldErrors } from '../../../lib/contact-errors.ts';
import { signIn } from '../../../lib/session.ts';
import { authMessages as m } from '../../../messages/auth.ts';
import { AuthBrand } from '../components/auth-brand.tsx';

/** API error codes that belong to one field (email and phone: lib/contact-errors.ts). */
const fieldOfCode = {
  'password-does-not-meet-requirements': 'password',
  'referral-code-invalid': 'referralCode',
} as const;

/** The version of the terms the notice links to (GET /StaticPage/terms), sent with the registration. */
function useTermsVersion(): number | null {
  const [version, setVersion] = useState<number | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    call(articleEndpoints.staticPage, { params: { slug: 'terms' }, signal: abort.signal })
      .then((page) => setVersion(page.version))
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  return version;
}

export function Component() {
  const navigate = useNavigate();
  // An agent's link `/auth/register?ref=CODE` fills the referral code (decision 0118); still editable.
  const ref = (useSearchParams()[0].get('ref') ?? '').trim().slice(0, 40);
  const policy = usePasswordPolicy();
  const schema = useMemo(() => withPolicy(registerInput, 'password', policy), [policy]);
  const { register, handleSubmit, watch, setError, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { fullName: '', phone: '', email: '', password: '', referralCode: ref },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isSubmitting } = formState;
  const formRef = useRevealFirstError(`${formState.submitCount}:${formError ?? ''}`);

  const termsVersion = useTermsVersion();

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { referralCode, ...rest } = values;
      const withCode = referralCode ? { ...rest, referralCode } : rest;
      const body = termsVersion ? { ...withCode, acceptedTermsVersion: termsVersion } : withCode;
      const { token } = await call(authEndpoints.register, { body });
      await signIn(token);
      navigate('/', { replace: true });
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
    <div className="auth-page">
      <AuthBrand />
      <PageTitle>{m.registerHeading}</PageTitle>
      <form ref={formRef} className="form" noValidate onSubmit={submit} data-testid="register-form">
        <p className="form-note">{m.requiredNote}</p>
        <TextField
          label={m.fullName}
          autoComplete="name"
          required
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label={m.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={m.email}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={m.password}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          hint={<PolicyChecklist policy={policy} password={watch('password') ?? ''} />}
          {...register('password')}
        />
        <TextField
          label={m.referralCode}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={40}
          data-testid="register-referral"
          error={errors.referralCode?.message}
          hint={ref ? m.referralFromLink : m.referralHint}
          {...register('referralCode')}
        />
        <p className="form-note" data-testid="terms-notice">
          {m.termsNoticeBefore}{' '}
          <a href="/staticPage/terms" target="_blank" rel="noopener">
            {m.termsNoticeLink}
          </a>
        </p>
        <FormError message={formError} />
        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
          {isSubmitting ? m.submitting : m.registerButton}
        </button>
      </form>
      <p className="auth-footer">
        {m.haveAccount} <Link to="/auth/login">{m.toLogin}</Link>
      </p>
    </div>
  );
}
