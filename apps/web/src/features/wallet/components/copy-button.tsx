/**
 * Copies a value (account number, memo, amount). The Clipboard API needs a secure context; on
 * plain http fall back to a hidden textarea and execCommand.
 */
import { Button, Toast } from 'antd-mobile';
import { walletMessages as m } from '../../../messages/wallet.ts';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

export function CopyButton(props: { value: string; what: string }) {
  return (
    <Button
      size="small"
      fill="outline"
      aria-label={m.copy(props.what)}
      style={{ minHeight: 36, minWidth: 44 }}
      onClick={async () => {
        const ok = await copyText(props.value);
        Toast.show(ok ? { icon: 'success', content: m.copied } : { icon: 'fail', content: m.copyFailed });
      }}
    >
      {m.copyShort}
    </Button>
  );
}
