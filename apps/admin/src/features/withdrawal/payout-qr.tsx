/**
 * The payout VietQR of a withdrawal (GET /Admin/Withdraw/{id}/PayoutQr) drawn in the browser by
 * `qrcode` (loaded on demand, as the TOTP setup does), with the account, amount and memo as text
 * beside it for a transfer typed by hand.
 */
import type { PayoutQr as PayoutQrData } from '@app/shared/contracts/withdrawal';
import { formatVnd } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Flex, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { withdrawalMessages as t } from '../../messages-withdrawal.ts';
import { payoutQrQuery } from './api.ts';

function QrImage({ qr }: { qr: PayoutQrData }) {
  const [src, setSrc] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((lib) => lib.toDataURL(qr.payload, { errorCorrectionLevel: 'M', margin: 2, width: 240 }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [qr.payload]);
  if (src === undefined) return <Spin />;
  if (src === null) return <Alert type="warning" title={t.qrFailed} />;
  return (
    <img
      src={src}
      width={240}
      height={240}
      data-testid="payout-qr"
      data-payload={qr.payload}
      alt={t.qrAlt(formatVnd(qr.amountVnd), qr.bankShortName, qr.accountNumber, qr.memo)}
    />
  );
}

export function PayoutQr({ id }: { id: number }) {
  const qr = useQuery(payoutQrQuery(id));
  return (
    <Card title={t.qrTitle} size="small">
      {qr.data ? (
        <Flex gap={16} wrap align="center">
          <QrImage qr={qr.data} />
          <div style={{ minWidth: 240 }}>
            <Typography.Paragraph type="secondary">{t.qrHint}</Typography.Paragraph>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t.bank}>{qr.data.bankShortName}</Descriptions.Item>
              <Descriptions.Item label={t.accountNumber}>
                <Typography.Text copyable>{qr.data.accountNumber}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t.accountName}>{qr.data.accountName}</Descriptions.Item>
              <Descriptions.Item label={t.amount}>{formatVnd(qr.data.amountVnd)}</Descriptions.Item>
              <Descriptions.Item label={t.memo}>
                <Typography.Text copyable strong data-testid="payout-memo">
                  {qr.data.memo}
                </Typography.Text>
              </Descriptions.Item>
            </Descriptions>
          </div>
        </Flex>
      ) : (
        <Spin />
      )}
    </Card>
  );
}
