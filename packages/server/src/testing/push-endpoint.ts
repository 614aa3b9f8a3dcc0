import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A push message as the local push service got it. */
export interface Delivery {
  path: string;
  /** What the local push service answered. */
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** When it arrived (ms since the epoch). */
  at: number;
}

/**
 * A local push service (#30): an HTTP server that keeps every message POSTed to it and answers what `answer` says
 * for its path (201 unless told otherwise: 410 for a subscription that is gone, 500 for a failure, after `delayMs`).
 */
export async function pushService(): Promise<{ url: string; got: Delivery[]; answer: (path: string) => { status: number; delayMs?: number }; setAnswer(f: (path: string) => { status: number; delayMs?: number }): void; close(): Promise<void> }> {
  const got: Delivery[] = [];
  const self = {
    url: '',
    got,
    answer: (_path: string): { status: number; delayMs?: number } => ({ status: 201 }),
    setAnswer(f: (path: string) => { status: number; delayMs?: number }) {
      self.answer = f;
    },
    close: async () => {},
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const { status, delayMs = 0 } = self.answer(path);
      setTimeout(() => {
        got.push({ path, status, headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
        res.writeHead(status).end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  self.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  self.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return self;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * A browser's side of a push subscription, made by the test: its own P-256 key pair and auth secret, so it can
 * decrypt what the server sends (aes128gcm, RFC 8188, keys as RFC 8291 derives them).
 */
export function testSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const uaPublic = ecdh.getPublicKey();
  return {
    json: { endpoint, expirationTime: null, keys: { p256dh: uaPublic.toString('base64url'), auth: auth.toString('base64url') } },
    /** The plaintext of one aes128gcm message to this subscription. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const rs = body.readUInt32BE(16);
      const idlen = body[20]!;
      const asPublic = body.subarray(21, 21 + idlen);
      const records = body.subarray(21 + idlen);
      if (records.length > rs) throw new Error('more than one record');
      const secret = ecdh.computeSecret(asPublic);
      const prkKey = hmac(auth, secret);
      const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]));
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(records.subarray(records.length - 16));
      const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('no last-record delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * Checks a push request's VAPID authorization (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed (ES256)
 * by that key, for the push service's origin. Returns the key and the JWT's claims.
 */
export function vapidOf(headers: IncomingHttpHeaders): { key: string; claims: { aud: string; exp: number; sub: string } } {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(headers.authorization ?? ''));
  if (!m) throw new Error(`not a VAPID authorization: ${String(headers.authorization)}`);
  const [jwt, key] = [m[1]!, m[2]!];
  const [h, p, s] = jwt.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${h}.${p}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(s!, 'base64url'))) throw new Error('the VAPID signature does not verify');
  return { key, claims: JSON.parse(Buffer.from(p!, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string } };
}
