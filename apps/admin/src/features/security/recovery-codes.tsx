/**
 * The ten recovery codes, shown once right after enabling (decision 0098): copy them, download them
 * as a text file, then "Tôi đã lưu các mã" hides them for good (the API keeps only their hashes).
 */
import { Alert, Button, Card, Space, Typography } from 'antd';
import { messages } from '../../messages.ts';

const t = messages.security;

function download(codes: string[]) {
  const url = URL.createObjectURL(new Blob([`${codes.join('\r\n')}\r\n`], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = t.codesFile;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Card title={t.codesTitle} style={{ maxWidth: 720, marginBottom: 16 }} data-testid="recovery-codes">
      <Alert type="warning" showIcon title={t.codesIntro} style={{ marginBottom: 16 }} />
      <ol style={{ columns: 2, fontFamily: 'monospace', fontSize: 16 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Space wrap>
        <Typography.Text copyable={{ text: codes.join('\n'), tooltips: [t.copyCodes, t.copied] }}>
          {t.copyCodes}
        </Typography.Text>
        <Button onClick={() => download(codes)}>{t.downloadCodes}</Button>
        <Button type="primary" onClick={onDone} data-testid="recovery-codes-done">
          {t.codesSaved}
        </Button>
      </Space>
    </Card>
  );
}
