/**
 * Staff login screen (/admin/login). Validates with the shared `loginInput` contract, signs in,
 * refuses accounts without a staff role, then returns to the page the staff member came from.
 * Shows why a previous session ended (expired token, not a staff account) above the form.
 */
import { loginInput } from '@app/shared/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { startSession, useSession } from '../../lib/session.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { currentUserQuery, signIn } from './api.ts';

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
  const login = useMutation({
    mutationFn: (values: LoginValues) => signIn(values.userName.trim(), values.password),
    onSuccess: ({ token, user }) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      startSession(token); // re-renders into the redirect below
    },
  });

  if (session.token) return <Navigate to={returnPath} replace />;

  const problem = login.isError ? errorText(login.error) : session.notice;
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f0f2f5' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t.heading}
        </Typography.Title>
        {problem && (
          <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} data-testid="login-error" />
        )}
        <Form<LoginValues>
          layout="vertical"
          name="login"
          requiredMark={false}
          disabled={login.isPending}
          onFinish={(values) => login.mutate(values)}
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
      </Card>
    </main>
  );
}
