/**
 * Empty state for the areas this release does not fill (chat, agency, article, orderPob,
 * package, delivery, orderShipping, notification, orderComplaint, taobaoInt…, staticPage,
 * wallet/withdraw): says in Vietnamese what the area will hold. Driven by `handle.area` and
 * the `emptyAreas` table in messages/areas.ts.
 */
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { emptyAreas } from '../../messages/areas.ts';
import { commonMessages } from '../../messages/common.ts';
import { pagesMessages } from '../../messages/pages.ts';
import { useRouteHandle } from '../use-route-handle.ts';

export function Component() {
  const handle = useRouteHandle();
  const area = handle?.area ? emptyAreas[handle.area] : undefined;
  return (
    <div className="page page--center" data-area={handle?.area ?? 'pending'}>
      <span className="badge">{pagesMessages.comingSoonBadge}</span>
      <EmptyState
        title={area?.title ?? handle?.title ?? ''}
        description={area?.description}
        action={
          <Link className="btn btn--ghost" to="/">
            {commonMessages.goHome}
          </Link>
        }
      />
    </div>
  );
}
