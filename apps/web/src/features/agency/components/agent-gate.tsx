/**
 * The agent's pages open only for a user holding the `agent` role (decision 0118); anyone else gets
 * a plain explanation of what an agent is and a way to ask staff, never an error.
 */
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { agencyMessages as m } from '../../../messages/agency.ts';

export function isAgent(roles: readonly string[] | undefined): boolean {
  return roles?.includes('agent') ?? false;
}

export function AgentGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (user && !isAgent(user.roles)) {
    return (
      <div className="page" data-testid="agency-not-agent">
        <EmptyState
          title={m.notAgentTitle}
          description={m.notAgentBody}
          action={
            <Button color="primary" onClick={() => navigate(`/chat/support-${user.id}`)}>
              {m.contact}
            </Button>
          }
        />
      </div>
    );
  }
  return <>{children}</>;
}
