import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const u32 = (n: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, n);
  return bytes;
};
const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const clientData = (type: string, challenge: string, origin: string) =>
  new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/**
 * A software WebAuthn authenticator for the server's tests: one ES256 passkey with a signature
 * counter, answering registration and sign-in options as a browser would hand them over (the
 * browser suite uses Chromium's virtual authenticator instead). `clone()` copies the key and the
 * counter, as a copied authenticator would.
 */
export class SoftAuthenticator {
  readonly credentialId: Uint8Array;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;

  constructor(
    private readonly rp: { id: string; origin: string },
    public counter = 0,
    keys?: { credentialId: Uint8Array; privateKey: KeyObject; publicKey: KeyObject },
  ) {
    const pair = keys ?? {
      ...generateKeyPairSync('ec', { namedCurve: 'P-256' }),
      credentialId: randomBytes(16),
    };
    this.credentialId = new Uint8Array(pair.credentialId);
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  clone(): SoftAuthenticator {
    return new SoftAuthenticator(this.rp, this.counter, {
      credentialId: this.credentialId,
      privateKey: this.privateKey,
      publicKey: this.publicKey,
    });
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const key = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    return isoCBOR.encode(key);
  }

  /** Answers `POST /auth/passkeys/registration-options`' options. */
  register(options: { challenge: string }) {
    const idLength = new Uint8Array([this.credentialId.length >> 8, this.credentialId.length & 0xff]);
    const authData = concat(
      sha256(this.rp.id),
      new Uint8Array([0x45]),
      u32(this.counter),
      new Uint8Array(16),
      idLength,
      this.credentialId,
      this.coseKey(),
    );
    const attestation = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientData('webauthn.create', options.challenge, this.rp.origin)),
        attestationObject: b64(attestation),
        transports: ['internal' as const],
      },
      clientExtensionResults: {},
    };
  }

  /** Answers sign-in or step-up options, counting one more use. */
  authenticate(options: { challenge: string }) {
    this.counter += 1;
    const authData = concat(sha256(this.rp.id), new Uint8Array([0x05]), u32(this.counter));
    const data = clientData('webauthn.get', options.challenge, this.rp.origin);
    const signature = sign('sha256', concat(authData, sha256(data)), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(data),
        authenticatorData: b64(authData),
        signature: b64(new Uint8Array(signature)),
      },
      clientExtensionResults: {},
    };
  }
}
