/**
 * Agent (đại lý) account lifecycle (DESIGN.md §3.10 is silent on it; decision 0013): a customer asks
 * to become an agent, staff approve (the agent role and a referral code are granted) or reject, and
 * may suspend an active agent (its customers stay, new ones cannot register with the code).
 */
import { defineMachine, type StatusOf } from './define-machine.ts';

export const agentMachine = defineMachine({
  subject: 'agent',
  statuses: ['pending', 'active', 'suspended', 'rejected'],
  labels: { pending: 'Chờ duyệt', active: 'Đang hoạt động', suspended: 'Tạm ngưng', rejected: 'Từ chối' },
  initial: ['pending', 'active'],
  transitions: { pending: ['active', 'rejected'], active: ['suspended'], suspended: ['active'], rejected: [] },
  roles: { pending: [], active: ['admin'], suspended: ['admin'], rejected: ['admin'] },
});
export type AgentStatus = StatusOf<typeof agentMachine>;
