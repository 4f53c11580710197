/**
 * Fee lines of any order: label and amount (integer đồng). A fee whose amount is null is not
 * known until the parcels are weighed and shows its note, or 'Tính khi hàng về kho', in grey.
 */
import { formatVnd } from '@app/shared/money';
import { Descriptions, Typography } from 'antd';
import { messages } from '../messages.ts';

/** One fee line; `kind` keys it in the list. */
export interface FeeLineView {
  kind: string;
  label: string;
  amountVnd: number | null;
  note?: string | null;
}

export function FeeLines({ lines }: { lines: readonly FeeLineView[] }) {
  return (
    <Descriptions
      size="small"
      column={1}
      items={lines.map((fee) => ({
        key: fee.kind,
        label: fee.label,
        children: (
          <Typography.Text type={fee.amountVnd === null ? 'secondary' : undefined}>
            {fee.amountVnd === null ? (fee.note ?? messages.common.feePending) : formatVnd(fee.amountVnd)}
          </Typography.Text>
        ),
      }))}
    />
  );
}
