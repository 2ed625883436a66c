import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";

import { isoCBOR } from "@simplewebauthn/server/helpers";

/*
 * A software WebAuthn authenticator for server tests: an ES256 (P-256) key pair made with node's
 * crypto, and the browser's JSON answers built by hand as the WebAuthn spec lays them out: a
 * registration with attestation "none" and assertions signed over authenticatorData ‖
 * SHA-256(clientDataJSON). CBOR by SimpleWebAuthn's own encoder.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

function u32(n: number) {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;

  constructor(
    private readonly rpId: string,
    private readonly origin: string,
  ) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id() {
    return b64url(this.credentialId);
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: "jwk" });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
      ]),
    );
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create()'s answer, as @simplewebauthn/browser's startRegistration returns it. */
  register(challenge: string) {
    const credIdLength = Buffer.alloc(2);
    credIdLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      u32(this.counter),
      Buffer.alloc(16), // AAGUID: none
      credIdLength,
      this.credentialId,
      Buffer.from(this.cosePublicKey()),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", challenge)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /**
   * navigator.credentials.get()'s answer for `challenge`: the counter moves on by one (unless told
   * otherwise); `signWith` signs with another key (a forged answer).
   */
  assert(challenge: string, options: { signWith?: SoftAuthenticator; origin?: string; counter?: number } = {}) {
    this.counter = options.counter ?? this.counter + 1;
    const authData = Buffer.concat([sha256(this.rpId), Buffer.from([0x05]), u32(this.counter)]);
    const clientDataJSON = this.clientData("webauthn.get", challenge, options.origin);
    const signer = options.signWith ? options.signWith.privateKey : this.privateKey;
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), signer);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
    };
  }
}
