/**
 * Bridges the shared zod contracts to antd Form rules, so a field is checked in the browser by
 * the very schema the API validates with (CONVENTIONS.md "One contract per endpoint"), and the
 * message a person sees is the contract's Vietnamese one.
 */
import type { FormRule } from 'antd';

/** The part of a zod schema this needs; typed structurally so the console does not import zod itself. */
interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** An antd rule that passes when `schema` accepts the field's value. */
export function zodRule(schema: SafeParser): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? undefined);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}
