/**
 * A local Web Push service (RFC 8030) for tests and the bench: an https server on 127.0.0.1 with a
 * self-signed certificate made at start (openssl), which for each subscription it handed out
 * (`subscribe()`, holding the device's private key and auth secret like a browser would):
 * - checks the VAPID `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): an ES256 signature by `k`,
 *   `aud` this server's origin, `exp` in the future and at most 24 h away, `sub` mailto: or https:;
 * - decrypts the aes128gcm body (RFC 8188 + RFC 8291) and records it with its TTL and Urgency;
 * - answers 201, or the statuses queued for that subscription (`failNext(id, 410, 500…)`).
 * A request it cannot verify or decrypt is answered 400/401/403 and recorded in `rejected`.
 * Under `npm start`, point NODE_EXTRA_CA_CERTS at `certFile` so the API trusts it.
 */
import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface FakeDelivery {
  id: string;
  ttl: number;
  urgency: string | undefined;
  /** The decrypted payload, as text. */
  payload: string;
  vapid: { sub: string; aud: string; exp: number; publicKey: string };
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  statuses: number[];
}

export interface PushServiceFake {
  origin: string;
  /** The certificate (PEM) to trust. */
  ca: string;
  certFile: string;
  /** An https.Agent that trusts this server (web-push's `agent` option). */
  agent: Agent;
  deliveries: FakeDelivery[];
  rejected: { id: string; status: number; reason: string }[];
  /** A new device's subscription, as `PushSubscription.toJSON()` would give it. */
  subscribe(): { id: string; endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Answer the next requests for device `id` with these statuses, in order, then 201 again. */
  failNext(id: string, ...statuses: number[]): void;
  deliveriesTo(id: string): FakeDelivery[];
  close(): Promise<void>;
}

const b64u = (b: Buffer | string) => Buffer.from(b).toString('base64url');

function hmac(key: Buffer, data: Buffer): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** RFC 8291 §3.4 + RFC 8188 §2: the plaintext of a one-record aes128gcm body. */
export function decryptAes128gcm(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  const uaPublic = uaPrivate.getPublicKey();
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad record delimiter');
  return padded.subarray(0, end);
}

/** Checks a VAPID header (RFC 8292) for `origin`; returns the claims or throws with the reason. */
export function verifyVapid(header: string | undefined, origin: string, now = Date.now()) {
  const m = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), ?k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error('no vapid authorization');
  const [jwtHead, jwtBody, sig] = m[1]!.split('.') as [string, string, string];
  const key = Buffer.from(m[2]!, 'base64url');
  if (key.length !== 65 || key[0] !== 4) throw new Error('bad vapid key');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(key.subarray(1, 33)), y: b64u(key.subarray(33)) },
    format: 'jwk',
  });
  const head = JSON.parse(Buffer.from(jwtHead, 'base64url').toString());
  if (head.alg !== 'ES256') throw new Error('vapid alg is not ES256');
  const ok = verify(
    'sha256',
    Buffer.from(`${jwtHead}.${jwtBody}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig, 'base64url'),
  );
  if (!ok) throw new Error('vapid signature does not verify');
  const claims = JSON.parse(Buffer.from(jwtBody, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`vapid aud ${claims.aud} is not ${origin}`);
  const seconds = now / 1000;
  if (!(claims.exp > seconds && claims.exp <= seconds + 24 * 3600 + 60)) throw new Error('vapid exp out of range');
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error('vapid sub is not mailto: or https:');
  return { ...claims, publicKey: m[2]! };
}

function selfSignedCertificate(): { key: string; cert: string; certFile: string; dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-fake-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile, dir };
}

/** Starts the fake on 127.0.0.1 (port 0: any free one unless `port` is given). */
export async function startPushServiceFake(opts: { port?: number } = {}): Promise<PushServiceFake> {
  const tls = selfSignedCertificate();
  const devices = new Map<string, Device>();
  const deliveries: FakeDelivery[] = [];
  const rejected: PushServiceFake['rejected'] = [];
  let origin = '';

  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const answer = (status: number, reason = '') => {
        if (status >= 400) rejected.push({ id, status, reason });
        res.writeHead(status, status === 201 ? { location: `${origin}/message/${b64u(randomBytes(8))}` } : {});
        res.end(reason);
      };
      const device = devices.get(id);
      if (req.method !== 'POST' || !device) return answer(404, 'no such subscription');
      const queued = device.statuses.shift();
      if (queued !== undefined) return answer(queued, 'queued by the test');
      let vapid: ReturnType<typeof verifyVapid>;
      try {
        vapid = verifyVapid(req.headers.authorization, origin);
      } catch (err) {
        return answer(403, (err as Error).message);
      }
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return answer(400, 'missing TTL');
      if (req.headers['content-encoding'] !== 'aes128gcm') return answer(400, 'not aes128gcm');
      let payload: string;
      try {
        payload = decryptAes128gcm(Buffer.concat(chunks), device.ecdh, device.auth).toString('utf8');
      } catch (err) {
        return answer(400, `cannot decrypt: ${(err as Error).message}`);
      }
      const urgency = req.headers.urgency;
      deliveries.push({ id, ttl, urgency: typeof urgency === 'string' ? urgency : undefined, payload, vapid });
      answer(201);
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: tls.cert, keepAlive: true });

  return {
    origin,
    ca: tls.cert,
    certFile: tls.certFile,
    agent,
    deliveries,
    rejected,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = b64u(randomBytes(12));
      devices.set(id, { ecdh, auth, statuses: [] });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
      };
    },
    failNext(id, ...statuses) {
      devices.get(id)?.statuses.push(...statuses);
    },
    deliveriesTo(id) {
      return deliveries.filter((d) => d.id === id);
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(tls.dir, { recursive: true, force: true });
    },
  };
}
