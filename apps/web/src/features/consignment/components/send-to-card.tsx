/**
 * Where the seller sends the parcels (decision 0061): the China warehouse, the recipient line with the
 * customer's code and the order's code, its address, and a button copying it all for the seller.
 */
import type { SendToAddress } from '@app/shared/contracts/consignment';
import { Button, Toast } from 'antd-mobile';
import { Section } from '../../../components/section.tsx';
import { consignmentMessages as m } from '../../../messages/consignment.ts';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Plain http on a LAN address has no Clipboard API: the older way still works there.
    const area = document.createElement('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

export function SendToCard({ sendTo }: { sendTo: SendToAddress }) {
  return (
    <Section title={m.sendToTitle} testId="send-to">
      <p style={{ margin: '4px 0 8px', color: 'var(--app-text-muted)', fontSize: 14 }}>{m.sendToHint}</p>
      <dl style={{ margin: 0, display: 'grid', gap: 6 }}>
        <div>
          <dt style={{ color: 'var(--app-text-muted)', fontSize: 13 }}>{m.recipient}</dt>
          <dd style={{ margin: 0, fontWeight: 700, fontSize: 17 }} data-testid="send-to-recipient">
            {sendTo.recipient}
          </dd>
        </div>
        <div>
          <dt style={{ color: 'var(--app-text-muted)', fontSize: 13 }}>{m.address}</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }} data-testid="send-to-address">
            {sendTo.address} ({sendTo.warehouse.name})
          </dd>
        </div>
      </dl>
      <Button
        block
        color="primary"
        fill="outline"
        style={{ marginTop: 12 }}
        data-testid="send-to-copy"
        onClick={async () => {
          const ok = await copy(sendTo.copyText);
          Toast.show(ok ? { icon: 'success', content: m.copied } : { content: m.copyFailed });
        }}
      >
        {m.copy}
      </Button>
    </Section>
  );
}
