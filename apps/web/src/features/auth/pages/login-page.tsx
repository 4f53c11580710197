/**
 * /auth/login (SPEC.md §2, §4): email or phone + password → POST /auth/login → store the token,
 * load the user, go to `returnTo` (the page a session that expired was on; lib/return-to.ts) or
 * '/'. A notice from the navigation state (session expired, password reset) shows above. Failures show the API's Message. Plain elements and no form library:
 * this is the budgeted screen (≤ 100 KB gzip, docs/decisions/0012); the shared zod schema is
 * loaded on the first submit.
 * DOM hooks: labels 'Email hoặc số điện thoại' and 'Mật khẩu', button 'Đăng nhập',
 * `data-testid="login-form"`, `data-testid="form-error"` for the API's message.
 */
import { authEndpoints } from '@app/shared/contracts/auth.endpoints';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { useRevealFirstError } from '../../../components/reveal-error.ts';
import { TextField } from '../../../components/text-field.tsx';
import { call, errorText } from '../../../lib/api-client.ts';
import { returnToOf } from '../../../lib/return-to.ts';
import { signIn } from '../../../lib/session.ts';
import { authMessages as m } from '../../../messages/auth.ts';
import { AuthBrand } from '../components/auth-brand.tsx';
import { type LoginErrors, validateLogin } from '../login-validation.ts';

export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const returnTo = returnToOf(location.search);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const formRef = useRevealFirstError(`${attempts}:${formError ?? ''}`);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFormError(null);
    try {
      const checked = await validateLogin({
        userName: String(form.get('userName') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      setErrors(checked.errors ?? {});
      if (!checked.data) return;
      const { token } = await call(authEndpoints.login, { body: checked.data });
      await signIn(token);
      navigate(returnTo, { replace: true });
    } catch (err) {
      setFormError(errorText(err));
    } finally {
      setBusy(false);
      setAttempts((n) => n + 1);
    }
  }

  return (
    <div className="auth-page">
      <AuthBrand tagline={m.loginIntro} />
      <PageTitle>{m.loginHeading}</PageTitle>
      {notice ? (
        <p className="form-notice" role="status" data-testid="login-notice">
          {notice}
        </p>
      ) : null}
      <form ref={formRef} className="form" noValidate onSubmit={submit} data-testid="login-form">
        <TextField
          label={m.userName}
          name="userName"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.userName}
        />
        <PasswordField label={m.password} name="password" autoComplete="current-password" error={errors.password} />
        <FormError message={formError} />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? m.submitting : m.loginButton}
        </button>
      </form>
      <p className="auth-footer">
        <Link to="/auth/forgotPassword">{m.toForgot}</Link>
      </p>
      <p className="auth-footer">
        {m.noAccount} <Link to="/auth/register">{m.toRegister}</Link>
      </p>
    </div>
  );
}
