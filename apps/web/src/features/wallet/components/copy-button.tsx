/** Copies a value (account number, memo, amount) through lib/clipboard.ts and says whether it worked. */
import { Button, Toast } from 'antd-mobile';
import { copyToClipboard } from '../../../lib/clipboard.ts';
import { walletMessages as m } from '../../../messages/wallet.ts';

export function CopyButton(props: { value: string; what: string }) {
  return (
    <Button
      size="small"
      fill="outline"
      aria-label={m.copy(props.what)}
      style={{ minHeight: 36, minWidth: 44 }}
      onClick={async () => {
        const ok = await copyToClipboard(props.value);
        Toast.show(ok ? { icon: 'success', content: m.copied } : { icon: 'fail', content: m.copyFailed });
      }}
    >
      {m.copyShort}
    </Button>
  );
}
