/**
 * Entry of `npm run admin` (bundled to dist/admin.js like the server, scripts/bundle.ts): wires the
 * process's terminal, stdin and environment to runAdminCommand (admin-command.ts).
 */
import { createInterface } from 'node:readline';
import { read } from 'read';
import { runAdminCommand } from './admin-command.ts';

/** The first line of stdin ('' at once when it is empty). */
function readLine(): Promise<string> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: process.stdin });
    let done = false;
    const finish = (line: string) => {
      if (done) return;
      done = true;
      lines.close();
      resolve(line);
    };
    lines.once('line', finish);
    lines.once('close', () => finish(''));
  });
}

const code = await runAdminCommand(process.argv.slice(2), {
  env: process.env,
  readLine,
  askSecret: async (prompt) =>
    process.stdin.isTTY ? String(await read({ prompt, silent: true, replace: '', output: process.stderr })) : null,
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
process.exit(code);
