/**
 * 'Bảo mật' page (any staff member, decision 0098): two-factor sign-in with an authenticator app —
 * its state, setting it up (QR, secret, confirming code), the recovery codes once, and turning it
 * off. Says when the member's role needs it before money actions (STAFF_TOTP_REQUIRED).
 */
import { formatDateTime } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Divider, Typography } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../components/load-error.tsx';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { totpStatusQuery } from './api.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TotpDisableForm } from './totp-disable-form.tsx';
import { TotpSetup } from './totp-setup.tsx';

const t = messages.security;

export function SecurityPage() {
  useTitle(t.title);
  const status = useQuery(totpStatusQuery);
  // The codes Enable answered: shown until the member says they saved them, never again.
  const [codes, setCodes] = useState<string[] | null>(null);
  const s = status.data;
  return (
    <>
      <Typography.Title level={2}>{t.title}</Typography.Title>
      {status.isError && <LoadError error={status.error} onRetry={() => status.refetch()} />}
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      <Card title={t.heading} loading={status.isPending} style={{ maxWidth: 720 }}>
        <Typography.Paragraph>{t.intro}</Typography.Paragraph>
        {s?.required && !s.enabled && (
          <Alert type="warning" showIcon title={t.required} style={{ marginBottom: 16 }} data-testid="totp-required" />
        )}
        {s && (
          <Typography.Paragraph strong data-testid="totp-state">
            {s.enabled && s.enabledAt ? t.on(formatDateTime(s.enabledAt)) : t.off}
            {s.enabled ? ` ${t.recoveryLeft(s.recoveryCodesLeft)}` : ''}
          </Typography.Paragraph>
        )}
        {s && !s.enabled && <TotpSetup onEnabled={setCodes} />}
        {s?.enabled && (
          <>
            <Divider />
            <TotpDisableForm />
          </>
        )}
      </Card>
    </>
  );
}
