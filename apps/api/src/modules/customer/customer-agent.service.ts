/**
 * PUT /Admin/Customer/{id}/Agent (decision 0118): the admin grants or removes the `agent` role and
 * sets the referral code. Permission `manage:agent` (route guard); audited as `customer.agent`.
 */
import type { setAgentInput } from '@app/shared/contracts/agency';
import type { CustomerDetail } from '@app/shared/contracts/customer';
import { isStaff } from '@app/shared/roles';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db/pg-errors.ts';
import { transaction } from '../../lib/db/transaction.ts';
import { writeAudit } from '../../lib/events/audit.ts';
import type { Actor } from '../../lib/platform/actor.ts';
import { AppError } from '../../lib/platform/app-error.ts';
import { readableCode } from '../../lib/platform/readable-code.ts';
import * as accounts from '../auth/agent-accounts.service.ts';
import { getCustomer } from './customer.service.ts';

/** A fresh 8-character code no user holds (letters and digits without 0/O, 1/I). */
async function freshCode(tx: Tx, userId: number): Promise<string> {
  for (;;) {
    const code = readableCode(8);
    if (!(await accounts.codeTaken(tx, code, userId))) return code;
  }
}

/**
 * Grants (`isAgent`) or removes the `agent` role. Granting keeps the code given, else the user's
 * former code, else a generated one. Removing keeps the code (it stops working: registering with it
 * is refused) and every customer's link. 404 `customer-not-found`; 409 `staff-cannot-be-agent` for a
 * staff account; 409 `referral-code-in-use` for a code another user holds. Answers the customer page.
 */
export async function setAgent(
  db: Db,
  actor: Actor,
  id: number,
  input: z.output<typeof setAgentInput>,
): Promise<CustomerDetail> {
  try {
    await transaction(db, async (tx) => {
      const row = await accounts.agencyRow(tx, id, true);
      if (!row) throw new AppError('customer-not-found');
      if (isStaff(row.roles)) throw new AppError('staff-cannot-be-agent');
      const wasAgent = row.roles.includes('agent');
      let code = input.referralCode ?? row.referralCode;
      if (input.isAgent && !code) code = await freshCode(tx, id);
      if (code && code !== row.referralCode && (await accounts.codeTaken(tx, code, id))) {
        throw new AppError('referral-code-in-use');
      }
      const roles = input.isAgent ? [...new Set([...row.roles, 'agent'])] : row.roles.filter((r) => r !== 'agent');
      await accounts.setAgency(tx, id, { roles, referralCode: code ?? null });
      await writeAudit(tx, actor, {
        action: 'customer.agent',
        subjectType: 'user',
        subjectId: id,
        before: { isAgent: wasAgent, referralCode: row.referralCode },
        after: { isAgent: input.isAgent, referralCode: code ?? null },
      });
    });
  } catch (e) {
    // Two admins gave the same code at once: the unique index decides.
    if (isUniqueViolation(e)) throw new AppError('referral-code-in-use');
    throw e;
  }
  return getCustomer(db, actor, id);
}
