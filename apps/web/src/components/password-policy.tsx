/**
 * The password policy the API serves (GET /auth/passwordPolicy, SPEC.md §9), a checklist that
 * shows it while the customer types, and `withPolicy` which adds the policy to a shared zod
 * schema, so the form refuses what the API would refuse (`passwordProblems` from the contracts).
 */
import { defaultPasswordPolicy, type PasswordPolicy, passwordProblems } from '@app/shared/contracts/auth';
import { authEndpoints } from '@app/shared/contracts/auth.endpoints';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { call } from '../lib/api-client.ts';
import { authMessages } from '../messages/auth.ts';

/** The API's policy; the product default until it answers (or if it cannot). */
export function usePasswordPolicy(): PasswordPolicy {
  const [policy, setPolicy] = useState(defaultPasswordPolicy);
  useEffect(() => {
    const controller = new AbortController();
    call(authEndpoints.passwordPolicy, { signal: controller.signal })
      .then(setPolicy)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return policy;
}

/** `schema` plus a check of `field` against `policy`, reported on that field in Vietnamese. */
export function withPolicy<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  field: string,
  policy: PasswordPolicy,
) {
  return schema.superRefine((value, ctx) => {
    const password = value[field];
    if (typeof password !== 'string' || password === '') return;
    const problems = passwordProblems(password, policy);
    if (problems.length) ctx.addIssue({ code: 'custom', path: [field], message: problems.join('. ') });
  });
}

/** Every rule of the policy, ticked when `password` meets it. DOM hook: `data-testid="password-policy"`. */
export function PolicyChecklist({ policy, password }: { policy: PasswordPolicy; password: string }) {
  const rules = passwordProblems('', policy);
  const unmet = new Set(passwordProblems(password, policy));
  // A visible caption rather than aria-label: `getByLabel('Mật khẩu')` must find the input only.
  return (
    <div className="policy" data-testid="password-policy">
      <p className="policy__title">{authMessages.policyTitle}</p>
      <ul>
        {rules.map((rule) => {
          const ok = !unmet.has(rule);
          return (
            <li key={rule} className={ok ? 'policy__ok' : 'policy__todo'} data-ok={ok}>
              <span aria-hidden="true">{ok ? '✓ ' : '• '}</span>
              {rule}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
