/**
 * A small S3-compatible server on 127.0.0.1 for tests (decision 0058): path-style PUT, GET, HEAD and
 * DELETE of objects kept in memory, each request's AWS Signature V4 checked against the one secret it
 * knows (a wrong signature is 403 SignatureDoesNotMatch, as S3 answers), S3's XML error bodies, and
 * `failNext` 503s to see the client retry. It checks what a real store checks, so a client that signs
 * wrongly fails here too.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Keys {
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4's canonical query string wants it. */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Whether `req` carries a valid Signature V4 for `keys` (reference: AWS "Create a signed AWS API
 * request"): rebuilds the canonical request from the headers the client says it signed.
 */
function signatureValid(keys: FakeS3Keys, req: IncomingMessage, url: URL, body: Buffer): boolean {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization ?? ''),
    );
  if (!auth) return false;
  const [, accessKeyId, day, region, signedHeaders, signature] = auth as unknown as string[];
  if (accessKeyId !== keys.accessKeyId || region !== keys.region) return false;
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
  const names = signedHeaders!.split(';');
  const query = [...url.searchParams]
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a, x], [b, y]) => (a! < b! ? -1 : a! > b! ? 1 : x! < y! ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [
    req.method,
    url.pathname,
    query,
    names
      .map(
        (n) =>
          `${n}:${String(req.headers[n] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day!), region!), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature;
}

function xmlError(res: ServerResponse, status: number, code: string, message: string): void {
  res
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

export interface FakeS3 {
  /** `http://127.0.0.1:<port>` once started. */
  endpoint: string;
  /** Objects by path (`/bucket/key`). */
  objects: Map<string, { body: Buffer; type: string }>;
  /** Every request, `METHOD /path?query`, with the headers it carried. */
  requests: { line: string; headers: IncomingMessage['headers'] }[];
  /** Requests refused for their signature. */
  refused: string[];
  /** Answer the next n requests 503 SlowDown (the client should retry). */
  failNext: number;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function fakeS3(keys: FakeS3Keys): FakeS3 {
  const fake: FakeS3 = {
    endpoint: '',
    objects: new Map(),
    requests: [],
    refused: [],
    failNext: 0,
    start: () =>
      new Promise<void>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          fake.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          resolve();
        }),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url!, `http://${req.headers.host}`);
      fake.requests.push({ line: `${req.method} ${url.pathname}${url.search}`, headers: req.headers });
      if (fake.failNext > 0) {
        fake.failNext -= 1;
        return xmlError(res, 503, 'SlowDown', 'Please reduce your request rate.');
      }
      if (!signatureValid(keys, req, url, body)) {
        fake.refused.push(`${req.method} ${url.pathname}`);
        return xmlError(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match.');
      }
      const object = fake.objects.get(url.pathname);
      const etag = object ? `"${createHash('md5').update(object.body).digest('hex')}"` : '';
      switch (req.method) {
        case 'PUT': {
          fake.objects.set(url.pathname, { body, type: String(req.headers['content-type'] ?? 'binary/octet-stream') });
          return res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
        }
        case 'GET':
          if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
          return res
            .writeHead(200, { 'content-type': object.type, 'content-length': object.body.length, etag })
            .end(object.body);
        case 'HEAD':
          if (!object) return res.writeHead(404).end();
          return res.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length, etag }).end();
        case 'DELETE':
          fake.objects.delete(url.pathname);
          return res.writeHead(204).end();
        default:
          return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed.');
      }
    });
  });
  return fake;
}
