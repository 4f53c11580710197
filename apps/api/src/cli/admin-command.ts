/**
 * `npm run admin -- create --email … --name … [--phone …] [--password-stdin]` (decision 0097): makes
 * the first console admin, or resets the account of that e-mail (modules/staff/first-admin.service.ts).
 * The password is asked on the terminal without echo (twice), or read as one line from stdin with
 * `--password-stdin`. Exit code 0 when done; 1 with the reason on stderr and nothing written.
 */
import { parseArgs } from 'node:util';
import { passwordProblems } from '@app/shared/contracts/auth';
import { fieldLabels } from '@app/shared/contracts/common';
import { staffInput } from '@app/shared/contracts/staff';
import { connect } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { AppError } from '../lib/platform/app-error.ts';
import { ensureAdmin } from '../modules/staff/first-admin.service.ts';
import { openCliDatabase } from './cli-database.ts';

export interface CommandIo {
  env: Record<string, string | undefined>;
  /** The first line of standard input (`--password-stdin`). */
  readLine(): Promise<string>;
  /** Asks on the terminal without echo; null when there is no terminal. */
  askSecret(prompt: string): Promise<string | null>;
  out(text: string): void;
  err(text: string): void;
}

export const USAGE =
  'Cách dùng: npm run admin -- create --email <email> --name "<họ tên>" [--phone <số điện thoại>] [--password-stdin]';

const identity = staffInput.pick({ name: true, email: true, phone: true });

class UsageError extends Error {}

function parse(argv: string[]) {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>;
  const options = {
    email: { type: 'string' },
    name: { type: 'string' },
    phone: { type: 'string' },
    'password-stdin': { type: 'boolean' },
  } as const;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(`Tham số không hợp lệ: ${(e as Error).message}`);
  }
  if (parsed.positionals[0] !== 'create' || parsed.positionals.length > 1) throw new UsageError('Thiếu lệnh "create".');
  const checked = identity.safeParse({
    name: parsed.values.name ?? '',
    email: parsed.values.email ?? '',
    phone: parsed.values.phone ?? '',
  });
  if (!checked.success) {
    throw new UsageError(
      checked.error.issues
        .map((i) => `${fieldLabels[String(i.path[0])] ?? String(i.path[0])}: ${i.message}`)
        .join('\n'),
    );
  }
  return { ...checked.data, passwordStdin: parsed.values['password-stdin'] === true };
}

async function password(io: CommandIo, fromStdin: boolean): Promise<string> {
  if (fromStdin) return (await io.readLine()).replace(/\r$/, '');
  const first = await io.askSecret('Mật khẩu: ');
  if (first === null) throw new UsageError('Không có terminal để nhập mật khẩu: hãy dùng --password-stdin.');
  if ((await io.askSecret('Nhập lại mật khẩu: ')) !== first) throw new UsageError('Hai lần nhập mật khẩu không khớp.');
  return first;
}

/** Runs the command with `argv` (after `npm run admin --`); resolves with the exit code. */
export async function runAdminCommand(argv: string[], io: CommandIo): Promise<number> {
  try {
    const input = parse(argv);
    const secret = await password(io, input.passwordStdin);
    const problems = passwordProblems(secret);
    if (problems.length > 0) throw new UsageError(`Mật khẩu chưa đủ mạnh: ${problems.join('; ')}`);
    const target = await openCliDatabase(io.env);
    const database = connect(target.url, 2);
    try {
      const seedDemo = io.env.SEED_DEMO !== 'false' && io.env.NODE_ENV !== 'production';
      await prepareDatabase(database.db, { seedDemo });
      const { created, userId } = await ensureAdmin(database.db, { ...input, password: secret });
      io.out(
        created
          ? `Đã tạo quản trị viên ${input.email} (mã ${userId}). Đăng nhập tại /admin.`
          : `Đã đặt lại mật khẩu và quyền quản trị cho ${input.email} (mã ${userId}); các phiên đăng nhập cũ đã kết thúc.`,
      );
      return 0;
    } finally {
      await database.close();
      await target.stop();
    }
  } catch (e) {
    if (e instanceof UsageError) io.err(`${e.message}\n${USAGE}`);
    else if (e instanceof AppError) io.err(e.message);
    else io.err(`Có lỗi xảy ra: ${(e as Error).message}`);
    return 1;
  }
}
