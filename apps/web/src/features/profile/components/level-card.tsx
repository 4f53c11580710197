/**
 * The customer's level on the profile (decision 0100): its name, the deposit share their new orders
 * pay and the service-fee discount they get. Nothing when the API names no level.
 * DOM hook: `data-testid="profile-level"`.
 */
import type { CurrentUser } from '@app/shared/contracts/auth';
import { formatNumber } from '@app/shared/money';
import { profileMessages as m } from '../../../messages/profile.ts';

const pct = (n: number) => `${formatNumber(n)}%`;

export function LevelCard({ level }: { level: CurrentUser['level'] }) {
  if (!level) return null;
  return (
    <section className="card level-card" aria-label={m.level}>
      <p className="balance-card__label">{m.level}</p>
      <p className="level-card__name" data-testid="profile-level">
        {level.name}
      </p>
      <p className="muted profile-card__line">
        {m.levelDeposit(pct(level.depositPercent))}
        {level.serviceFeeDiscountPercent > 0 ? ` · ${m.levelDiscount(pct(level.serviceFeeDiscountPercent))}` : ''}
      </p>
      <p className="muted level-card__hint">{m.levelHint}</p>
    </section>
  );
}
