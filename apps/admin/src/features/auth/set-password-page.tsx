/**
 * Public page /admin/setPassword?token=… (decision 0097): a new or reset staff member chooses a
 * password from the link mailed to them. Shows the API's password policy (GET /auth/passwordPolicy)
 * as a checklist, checks the two entries match, then POST /auth/SetPassword; a used or expired link
 * shows the API's Vietnamese message. After success, a link to sign in.
 */
import { type PasswordPolicy, passwordProblems } from '@app/shared/contracts/auth';
import { authEndpoints } from '@app/shared/contracts/auth.endpoints';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Result, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { call, errorText } from '../../lib/api-client.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';

const t = messages.staff.setPassword;

/** The policy's rules in Vietnamese, one line each. */
export function policyLines(p: PasswordPolicy): string[] {
  return [
    t.minLength(p.minLength),
    t.maxLength(p.maxLength),
    ...(p.requireLowercase ? [t.lowercase] : []),
    ...(p.requireUppercase ? [t.uppercase] : []),
    ...(p.requireDigit ? [t.digit] : []),
    ...(p.requireNonAlphanumeric ? [t.special] : []),
  ];
}

interface Values {
  password: string;
  confirm: string;
}

export function SetPasswordPage() {
  useTitle(t.title);
  const token = useSearchParams()[0].get('token') ?? '';
  const policy = useQuery({
    queryKey: ['passwordPolicy'],
    queryFn: ({ signal }) => call(authEndpoints.passwordPolicy, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const save = useMutation({
    mutationFn: (password: string) => call(authEndpoints.setPassword, { body: { token, password } }),
  });

  const body = save.isSuccess ? (
    <Result
      status="success"
      title={t.done}
      subTitle={t.doneIntro}
      extra={
        <Link to="/login" data-testid="set-password-signin">
          <Button type="primary">{t.signIn}</Button>
        </Link>
      }
    />
  ) : !token ? (
    <Alert type="error" showIcon title={t.noToken} />
  ) : (
    <>
      <Typography.Paragraph>{t.intro}</Typography.Paragraph>
      {policy.data && (
        <Alert
          type="info"
          title={t.policy}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {policyLines(policy.data).map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          }
          style={{ marginBottom: 16 }}
          data-testid="password-policy"
        />
      )}
      {save.isError && (
        <Alert
          type="error"
          showIcon
          title={errorText(save.error)}
          style={{ marginBottom: 16 }}
          data-testid="set-password-error"
        />
      )}
      <Form<Values>
        layout="vertical"
        requiredMark={false}
        disabled={save.isPending}
        onFinish={(v) => save.mutate(v.password)}
      >
        <Form.Item
          name="password"
          label={t.password}
          rules={[
            {
              validator: async (_r, value: string | undefined) => {
                const problems = passwordProblems(value ?? '', policy.data);
                if (problems.length > 0) throw new Error(problems[0]);
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" autoFocus data-testid="set-password-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t.confirm}
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_r, value: string | undefined) => {
                if (value !== getFieldValue('password')) throw new Error(t.mismatch);
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="set-password-confirm" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={save.isPending} data-testid="set-password-submit">
          {t.submit}
        </Button>
      </Form>
    </>
  );

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f0f2f5' }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t.title}
        </Typography.Title>
        {body}
      </Card>
    </main>
  );
}
