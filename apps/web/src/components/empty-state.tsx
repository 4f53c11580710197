/**
 * `<EmptyState title description action? />`: a centred message for an empty list or an area
 * that is not open yet. Plain elements (no UI kit) so any chunk can use it for free.
 * DOM hook: `data-testid="empty-state"`.
 */
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
  /** Optional decorative icon; hidden from screen readers. */
  icon?: ReactNode;
}

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <section className="empty-state" data-testid="empty-state">
      <div className="empty-state__icon" aria-hidden="true">
        {icon ?? <EmptyBoxIcon />}
      </div>
      <h2 className="empty-state__title">{title}</h2>
      {description ? <p className="empty-state__description">{description}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </section>
  );
}

function EmptyBoxIcon() {
  return (
    <svg width="72" height="72" viewBox="0 0 72 72" fill="none" role="presentation">
      <path d="M12 26 36 14l24 12v26L36 64 12 52V26Z" fill="var(--app-surface-muted)" stroke="var(--app-border)" />
      <path d="M12 26 36 38l24-12M36 38v26" stroke="var(--app-border)" />
    </svg>
  );
}
