/**
 * Agents and their customers on `users` for modules/agency and modules/customer (DESIGN.md §3.10,
 * decision 0118): the storage, kept here because `users` is this module's table (decision 0088).
 * The rules (who may be an agent, codes, masking, audit) are modules/agency's.
 */
import type { Executor, Tx } from '../../db/client.ts';
import { afterCommit } from '../../lib/db/transaction.ts';
import * as repo from './agent-accounts.repository.ts';

export type { AgentCustomerRow, CustomerExtras } from './agent-accounts.repository.ts';
export { assertUnique } from './auth.service.ts';
export { issuePasswordLink, unusablePasswordHash } from './password-link.service.ts';

export const agencyRow = repo.agencyRow;
export const codeTaken = repo.codeTaken;
export const findActiveAgentByCode = repo.findActiveAgentByCode;
export const agentCard = repo.agentCard;
export const countAgentCustomers = repo.countAgentCustomers;
export const agentCustomerIds = repo.agentCustomerIds;
export const listAgentCustomers = repo.listAgentCustomers;
export const findAgentCustomer = repo.findAgentCustomer;
export const insertLinkedCustomer = repo.insertLinkedCustomer;

/**
 * Writes the roles and the referral code in `tx`; the session cache of every instance drops the
 * user's sessions when it commits (their roles changed: the agent routes answer at once).
 */
export async function setAgency(tx: Tx, userId: number, v: { roles: string[]; referralCode: string | null }) {
  await repo.updateAgency(tx, userId, v);
  afterCommit(tx, (events) => events.userChanged(userId));
}

/** The user's agent as the staff's customer page names it; null for none. */
export async function agentOf(db: Executor, agentUserId: number | null) {
  return agentUserId === null ? null : ((await repo.agentCard(db, agentUserId)) ?? null);
}
