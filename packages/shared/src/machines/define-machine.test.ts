import { describe, expect, it } from 'vitest';
import { machines, subjectTypes } from '../statuses.ts';
import { defineMachine } from './define-machine.ts';
import { purchaseOrderMachine } from './purchase-order.ts';

describe('defineMachine', () => {
  const door = defineMachine({
    subject: 'door',
    statuses: ['open', 'closed', 'locked'],
    labels: { open: 'Mở', closed: 'Đóng', locked: 'Khóa' },
    initial: ['closed'],
    transitions: { open: ['closed'], closed: ['open', 'locked'], locked: ['closed'] },
    roles: { open: ['customer'], closed: ['customer', 'admin'], locked: ['admin'] },
  });

  it('answers the table, the labels and who may enter', () => {
    expect(door.canTransition('closed', 'locked')).toBe(true);
    expect(door.canTransition('open', 'locked')).toBe(false);
    expect(door.label('locked')).toBe('Khóa');
    expect(door.allowedNext('closed', ['customer'])).toEqual(['open']);
    expect(door.allowedNext('closed', ['admin'])).toEqual(['locked']);
    expect(door.allowedNext('closed', ['system'])).toEqual([]);
    expect(door.is('open')).toBe(true);
    expect(door.is('ajar')).toBe(false);
    expect(door.isFinal('locked')).toBe(false);
  });

  it('refuses a spec with a transition to an unknown status or a missing label', () => {
    expect(() =>
      defineMachine({
        subject: 'bad',
        statuses: ['a', 'b'],
        labels: { a: 'A', b: 'B' },
        initial: ['a'],
        transitions: { a: ['c' as 'b'], b: [] },
        roles: { a: [], b: [] },
      }),
    ).toThrow(/unknown status c/);
    expect(() =>
      defineMachine({
        subject: 'bad',
        statuses: ['a', 'b'],
        labels: { a: 'A', b: '' },
        initial: ['a'],
        transitions: { a: ['b'], b: [] },
        roles: { a: [], b: [] },
      }),
    ).toThrow(/has no label/);
  });
});

describe('the catalogue of every lifecycle', () => {
  it('keys each machine by its own subject type', () => {
    for (const type of subjectTypes) expect(machines[type].subject).toBe(type);
  });

  it.each(subjectTypes.map((t) => [t]))('%s: every status has a Vietnamese label and a way in', (type) => {
    const m = machines[type] as unknown as {
      statuses: string[];
      labels: Record<string, string>;
      initial: string[];
      transitions: Record<string, string[]>;
    };
    const reachable = new Set(m.initial);
    for (const from of m.statuses) for (const to of m.transitions[from] ?? []) reachable.add(to);
    for (const s of m.statuses) {
      expect(m.labels[s]).toMatch(/\S/);
      expect(reachable.has(s), `${type}.${s} cannot be reached`).toBe(true);
    }
  });

  it('lets staff set only what their role does on a purchase order', () => {
    expect(purchaseOrderMachine.allowedNext('deposited', ['purchaser'])).toEqual(['purchasing']);
    expect(purchaseOrderMachine.allowedNext('deposited', ['warehouse_vn'])).toEqual([]);
    expect(purchaseOrderMachine.allowedNext('awaiting_deposit', ['admin'])).toEqual(['cancelled']);
    expect(purchaseOrderMachine.allowedNext('awaiting_deposit', ['customer'])).toEqual(['deposited', 'cancelled']);
  });
});
