/**
 * Staff login screen (/admin/login). Validates with the shared `loginInput` contract, signs in,
 * refuses accounts without a staff role, then returns to the page the staff member came from.
 * Shows why a previous session ended (expired token, not a staff account) above the form. When the
 * API answers `totp-required`, the same card asks for the authenticator code (second-factor-form.tsx)
 * and sends it with the name and password kept from the first step (decision 0098).
 */
import { loginInput } from '@app/shared/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError, errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { startSession, useSession } from '../../lib/session.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { currentUserQuery, type SecondFactor, signIn } from './api.ts';
import { SecondFactorForm } from './second-factor-form.tsx';

const t = messages.auth;

interface LoginValues {
  userName: string;
  password: string;
}

/** Where to go after signing in: the guarded page that sent us here, else the order list. */
function useReturnPath(): string {
  const state: unknown = useLocation().state;
  const from = state && typeof state === 'object' && 'from' in state ? state.from : null;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : '/orderOrdering';
}

export function LoginPage() {
  useTitle(t.title);
  const session = useSession();
  const returnPath = useReturnPath();
  const queryClient = useQueryClient();
  // The first step's name and password, kept while the second step asks for the code.
  const [firstStep, setFirstStep] = useState<LoginValues | null>(null);
  const login = useMutation({
    mutationFn: ({ values, second }: { values: LoginValues; second?: SecondFactor }) =>
      signIn(values.userName.trim(), values.password, second),
    onSuccess: ({ token, user }) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      startSession(token); // re-renders into the redirect below
    },
    onError: (error, { values }) => {
      if (error instanceof ApiError && error.code === 'totp-required') setFirstStep(values);
    },
  });

  if (session.token) return <Navigate to={returnPath} replace />;

  const asksForCode = login.error instanceof ApiError && login.error.code === 'totp-required';
  const problem = login.isError && !asksForCode ? errorText(login.error) : session.notice;
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f0f2f5' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t.heading}
        </Typography.Title>
        {problem && (
          <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} data-testid="login-error" />
        )}
        {firstStep ? (
          <SecondFactorForm
            pending={login.isPending}
            onSubmit={(second) => login.mutate({ values: firstStep, second })}
            onBack={() => {
              setFirstStep(null);
              login.reset();
            }}
          />
        ) : (
          <Form<LoginValues>
            layout="vertical"
            name="login"
            requiredMark={false}
            disabled={login.isPending}
            onFinish={(values) => login.mutate({ values })}
          >
            <Form.Item name="userName" label={t.userName} rules={[zodRule(loginInput.shape.userName)]}>
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item name="password" label={t.password} rules={[zodRule(loginInput.shape.password)]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="login-submit">
              {t.submit}
            </Button>
          </Form>
        )}
      </Card>
    </main>
  );
}
