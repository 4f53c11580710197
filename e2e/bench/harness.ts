/**
 * What the bench entry points share (run.ts, page-speed-run.ts): the built server with the demo
 * data, the demo customer's token, PASS/FAIL lines, and an exit code of 1 when any budget is missed.
 */
import { startServer } from '../support/server-process.ts';

export interface Bench {
  baseUrl: string;
  /** The demo customer's access token (khach@demo.vn). */
  token: string;
  /** Prints `PASS  line` or `FAIL  line`; a FAIL makes the process exit 1. */
  check(ok: boolean, line: string): void;
}

/** Starts the server, runs `body`, stops the server (also when `body` throws), then exits. */
export async function runBench(body: (bench: Bench) => Promise<void>): Promise<never> {
  const server = await startServer({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  let failed = false;
  const check = (ok: boolean, line: string) => {
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${line}`);
    if (!ok) failed = true;
  };
  try {
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'khach@demo.vn', password: 'Khach@12345' }),
    });
    const { token } = (await login.json()) as { token: string };
    await body({ baseUrl: server.baseUrl, token, check });
  } finally {
    await server.stop();
  }
  process.exit(failed ? 1 : 0);
}
