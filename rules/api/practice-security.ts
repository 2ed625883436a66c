import type { PlanView } from "../practice-plan";
import type { Signed } from "./signed";

/*
 * What the practice security, passkey sign-in and plan pages (app/routes/practice-security.tsx,
 * practice-sign-in-passkey.tsx, practice-plan.tsx) are given by the server
 * (server/accounts/security-service.ts). Types only: nothing here reaches a public page.
 */

export interface PasskeyView {
  /** The credential's id (base64url): what removing one names. */
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface PracticeSecurityView {
  passkeys: PasskeyView[];
  /** Whether a passkey opened this session (or was added in it): removing one needs it. */
  verified: boolean;
  /** The options of adding a passkey (PublicKeyCredentialCreationOptionsJSON as text), with a fresh challenge. */
  options: string;
}

export type AddPasskeyOutcome =
  { kind: "added"; name: string } | { kind: "invalid"; errors: Record<string, string>; values: { name: string } };

export type RemovePasskeyOutcome =
  { kind: "removed"; name: string; left: number } | { kind: "refused"; message: string };

export type PasskeySignInState =
  /** `options`: PublicKeyCredentialRequestOptionsJSON as text, with a fresh challenge. */
  { kind: "ready"; email: string; options: string } | { kind: "gone" };

export type PasskeySignInOutcome =
  { kind: "signed-in"; setCookie: string } | { kind: "failed"; message: string } | { kind: "gone"; setCookie: string };

export type PracticeSecurityApi = {
  security(request: Request): Promise<Signed<{ security: PracticeSecurityView }>>;
  addPasskey(
    request: Request,
    values: { name?: string; response?: string },
  ): Promise<Signed<{ result: AddPasskeyOutcome }>>;
  removePasskey(request: Request, id: string): Promise<Signed<{ result: RemovePasskeyOutcome }>>;
  /** The pending sign-in of the request's cookie (after the e-mailed link): the prompt's options. */
  passkeySignIn(request: Request): Promise<PasskeySignInState>;
  finishPasskeySignIn(request: Request, values: { response?: string }): Promise<PasskeySignInOutcome>;
  /** The current practice's plan (owners only); null when its account has not opened yet. */
  plan(request: Request): Promise<Signed<{ plan: PlanView | null }>>;
};
