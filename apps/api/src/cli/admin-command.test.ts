/**
 * `npm run admin -- create` (decision 0097) against this file's test database (DATABASE_URL): the
 * first admin signs in through POST /api/auth/login; the same e-mail again resets the password, keeps
 * the id, re-enables, restores `admin` and ends the sessions; bad input exits 1 with nothing written.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoot } from '../lib/platform/paths.ts';
import { countRows, expectError, query } from '../test/fixtures.ts';
import { testDatabaseUrl, useTestApp } from '../test/helpers.ts';
import { type CommandIo, runAdminCommand } from './admin-command.ts';

const ctx = useTestApp();

/** Runs the command in this process with `password` on stdin; the exit code and what it printed. */
async function run(argv: string[], password = 'quantri123') {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = {
    env: { DATABASE_URL: await testDatabaseUrl(), NODE_ENV: 'production' },
    readLine: async () => password,
    askSecret: async () => null,
    out: (t) => out.push(t),
    err: (t) => err.push(t),
  };
  const code = await runAdminCommand(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const login = (userName: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password } });

describe('npm run admin -- create', () => {
  it('creates an admin who signs in to the console; running it again resets the same account', async () => {
    const args = ['create', '--email', 'Giam.Doc@Congty.vn', '--name', 'Giám Đốc', '--password-stdin'];
    const first = await run(args);
    expect(first, first.err).toMatchObject({ code: 0 });
    expect(first.out).toContain('Đã tạo quản trị viên giam.doc@congty.vn');
    const signedIn = await login('giam.doc@congty.vn', 'quantri123');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const auth = { authorization: `Bearer ${signedIn.json().token as string}` };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/Admin/Staff', headers: auth })).statusCode).toBe(200);
    const [user] = await query<{ id: number; roles: string[]; phone: string }>(
      ctx,
      `select id, roles, phone from users where email = 'giam.doc@congty.vn'`,
    );
    expect(user).toMatchObject({ roles: ['admin'], phone: '' });

    // Someone disabled and demoted it: the command gives it back, with a new password.
    await query(ctx, `update users set disabled_at = now(), roles = '{sales}' where id = $1`, [user!.id]);
    const again = await run(args, 'matkhaumoi456');
    expect(again, again.err).toMatchObject({ code: 0 });
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/CurrentUser', headers: auth }), 401);
    expectError(await login('giam.doc@congty.vn', 'quantri123'), 401, 'invalid-credential');
    expect((await login('giam.doc@congty.vn', 'matkhaumoi456')).statusCode).toBe(200);
    const [after] = await query<{ id: number; roles: string[]; disabled_at: Date | null }>(
      ctx,
      `select id, roles, disabled_at from users where email = 'giam.doc@congty.vn'`,
    );
    expect(after).toEqual({ id: user!.id, roles: ['admin', 'sales'], disabled_at: null });
    const actions = await query<{ action: string; actor_id: number | null }>(
      ctx,
      `select action, actor_id from audit_log where subject_id = $1 order by id`,
      [String(user!.id)],
    );
    expect(actions).toEqual([
      { action: 'staff.create', actor_id: null },
      { action: 'staff.reset_password', actor_id: null },
    ]);
  });

  it.each([
    [
      'a weak password',
      ['create', '--email', 'a@congty.vn', '--name', 'Anh A', '--password-stdin'],
      'ngan',
      /chưa đủ mạnh/,
    ],
    ['no e-mail', ['create', '--name', 'Anh A', '--password-stdin'], 'quantri123', /Email/],
    [
      'a bad phone',
      ['create', '--email', 'a@congty.vn', '--name', 'Anh A', '--phone', '123', '--password-stdin'],
      'quantri123',
      /Số điện thoại/,
    ],
    ['no command', ['--email', 'a@congty.vn', '--name', 'Anh A'], 'quantri123', /create/],
    ['an unknown option', ['create', '--email', 'a@congty.vn', '--name', 'Anh A', '--admin'], 'quantri123', /Tham số/],
    [
      'no terminal and no --password-stdin',
      ['create', '--email', 'a@congty.vn', '--name', 'Anh A'],
      'x',
      /--password-stdin/,
    ],
  ])('refuses %s: exit 1, the reason on stderr, nothing written', async (_name, argv, password, message) => {
    const users = await countRows(ctx, 'users');
    const result = await run(argv, password);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(message);
    expect(await countRows(ctx, 'users')).toBe(users);
  });

  it('runs as a process with --password-stdin', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(apiRoot, 'src/cli/admin.ts'),
        'create',
        '--email',
        'ketoan.truong@congty.vn',
        '--name',
        'Kế Toán Trưởng',
        '--phone',
        '0869999001',
        '--password-stdin',
      ],
      {
        env: { ...process.env, DATABASE_URL: await testDatabaseUrl(), NODE_ENV: 'production' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.stdin.end('quantri789\n');
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code, err).toBe(0);
    expect(out).toContain('Đã tạo quản trị viên ketoan.truong@congty.vn');
    const res = await login('0869999001', 'quantri789');
    expect(res.statusCode, res.body).toBe(200);
  }, 60_000);
});
