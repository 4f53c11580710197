/**
 * A list page's status tabs ("Tất cả" and each status of a machine, in lifecycle order) kept in the
 * URL as `?status=`: `useStatusParam` reads it (null for every status, also for an unknown value),
 * `StatusTabs` shows the tabs and writes it, replacing the history entry.
 */
import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';

const ALL = 'all';

interface StatusMachine<S extends string> {
  statuses: readonly S[];
  labels: Readonly<Record<S, string>>;
}

/** `?status=` when it is one of `machine`'s statuses, else null (every status). */
export function useStatusParam<S extends string>(machine: StatusMachine<S>): S | null {
  const [search] = useSearchParams();
  const raw = search.get('status');
  return machine.statuses.includes(raw as S) ? (raw as S) : null;
}

export function StatusTabs<S extends string>(props: {
  machine: StatusMachine<S>;
  status: S | null;
  /** The navigation landmark's name, e.g. "Lọc theo trạng thái". */
  label: string;
  allLabel: string;
}) {
  const [, setSearch] = useSearchParams();
  return (
    <nav aria-label={props.label} style={{ margin: '-16px -16px 0', background: 'var(--app-surface)' }}>
      <Tabs
        activeKey={props.status ?? ALL}
        onChange={(key) => setSearch(key === ALL ? {} : { status: key }, { replace: true })}
        style={{ '--title-font-size': '15px' }}
      >
        <Tabs.Tab key={ALL} title={props.allLabel} />
        {props.machine.statuses.map((s) => (
          <Tabs.Tab key={s} title={props.machine.labels[s]} />
        ))}
      </Tabs>
    </nav>
  );
}
