/**
 * The send-to address on the create form (decision 0092): a customer fills the seller's form before
 * the parcels have tracking codes, so before this order can exist; the card shows the China
 * warehouse of the route to the chosen VN warehouse with the customer code as the recipient.
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { Loading } from '../../../components/query-states.tsx';
import { Section } from '../../../components/section.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { commonMessages } from '../../../messages/common.ts';
import { consignmentMessages as m } from '../../../messages/consignment.ts';
import { sendToPreviewQuery } from '../api/consignment.ts';
import { SendToCard } from './send-to-card.tsx';

export function SendToPreview({ vnWarehouseId }: { vnWarehouseId: number }) {
  const sendTo = useQuery(sendToPreviewQuery(vnWarehouseId));
  if (sendTo.data) return <SendToCard sendTo={sendTo.data} />;
  return (
    <Section title={m.sendToTitle} testId="send-to">
      {sendTo.isError ? (
        <p style={{ margin: '4px 0 8px', color: 'var(--adm-color-danger)' }}>
          {errorText(sendTo.error)}{' '}
          <Button size="small" fill="none" color="primary" onClick={() => void sendTo.refetch()}>
            {commonMessages.retry}
          </Button>
        </p>
      ) : (
        <Loading />
      )}
    </Section>
  );
}
