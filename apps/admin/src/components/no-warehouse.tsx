/**
 * What a page of the warehouse chain shows a member with no warehouse assigned (decision 0103):
 * nothing to pick, and who to ask.
 */
import { Result } from 'antd';
import { messages } from '../messages.ts';

export function NoWarehouse() {
  return <Result status="info" title={messages.warehouse.noAssignment} data-testid="no-warehouse" />;
}
