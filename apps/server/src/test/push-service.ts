import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A push service on a loopback port, as a browser vendor runs one: keeps every request it takes and
 * answers `status` (201 unless told otherwise).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const state = { status: 201 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (status: number) => {
      state.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: a P-256 key pair and an auth secret, as PushSubscription.toJSON() gives them. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * Opens an aes128gcm push body (RFC 8188 record, RFC 8291 keys) with the browser's private key, as
 * the browser does: salt, record size and the sender's key from the header; HKDF to the content key
 * and nonce; AES-128-GCM; the padding delimiter stripped.
 */
export function decryptPush(body: Buffer, browser: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const shared = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    senderKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(browser.auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks an ES256 JWT against an uncompressed P-256 public key (base64url); answers its claims. */
export function verifyVapidJwt(token: string, publicKey: string): Record<string, unknown> {
  const [header, claims, signature] = token.split('.');
  if (!header || !claims || !signature) throw new Error('not a JWT');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the JWT signature does not verify');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
  if (head.alg !== 'ES256') throw new Error(`alg ${head.alg}`);
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
}
