import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/*
 * A software passkey for the server's tests (#29): it answers WebAuthn options as a browser and authenticator
 * would (ES256, attestation "none"), so the ceremonies can be tested without a browser. The browser tests use
 * Chromium's virtual authenticator instead.
 */

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

/** The little CBOR a WebAuthn answer needs: unsigned and negative integers, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

export interface PublicKeyOptions {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

export class SoftPasskey {
  readonly id = randomBytes(16);
  private readonly key: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;
  private userHandle = '';

  constructor(private readonly origin: string) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.key = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get credentialId(): string {
    return b64(this.id);
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to registration options (navigator.credentials.create). */
  create(options: PublicKeyOptions, opts: { origin?: string } = {}): Record<string, unknown> {
    const rpId = options.rp?.id ?? new URL(this.origin).hostname;
    this.userHandle = options.user?.id ?? '';
    const jwk = this.publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.id.length);
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const authData = Buffer.concat([sha256(rpId), Buffer.from([0x45]), Buffer.alloc(4), Buffer.alloc(16), idLength, this.id, cose]);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, opts.origin);
    return { id: this.credentialId, rawId: this.credentialId, type: 'public-key', response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(attestationObject), transports: ['internal'] }, clientExtensionResults: {} };
  }

  /** The answer to sign-in options (navigator.credentials.get); `as` signs under another passkey's id (a forgery). */
  get(options: PublicKeyOptions, opts: { as?: string } = {}): Record<string, unknown> {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    this.counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), count]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.key);
    const id = opts.as ?? this.credentialId;
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authenticatorData), signature: b64(signature), ...(this.userHandle ? { userHandle: this.userHandle } : {}) },
      clientExtensionResults: {},
    };
  }
}
