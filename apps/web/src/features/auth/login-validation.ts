/**
 * Login form validation with the shared zod schema (`loginInput`), loaded on the first submit:
 * zod alone is ~25 KB gzip, a quarter of the login screen's 100 KB budget, and the screen needs
 * it only once the customer presses "Đăng nhập" (docs/decisions/0012).
 */
import type { LoginInput } from '@app/shared/contracts/auth';

export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/** The PWA's login sends no second factor (the staff console's totpCode/recoveryCode, decision 0098). */
export async function validateLogin(
  values: Record<'userName' | 'password', string>,
): Promise<{ data: LoginInput; errors?: never } | { data?: never; errors: LoginErrors }> {
  const { loginInput } = await import('@app/shared/contracts/auth');
  const result = loginInput.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof LoginInput;
    errors[key] ??= issue.message;
  }
  return { errors };
}
