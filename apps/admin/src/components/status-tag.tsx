/** A status as an antd Tag: the machine's Vietnamese label (@app/shared/machines/*), coloured by status-colors.ts. */
import { Tag } from 'antd';
import { colorOf, type MachineLabels } from './status-colors.ts';

export function StatusTag<S extends string>(props: { machine: MachineLabels<S>; status: S; testId?: string }) {
  const { machine, status } = props;
  return (
    <Tag color={colorOf(machine, status)} data-testid={props.testId}>
      {machine.labels[status]}
    </Tag>
  );
}
