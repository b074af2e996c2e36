import type { ResultAsync } from 'neverthrow';
import type { SellerProfile } from '@core/account/schema';
import { accountEndpoints } from '@core/api/endpoints/account';
import type { ApiError } from '@core/api/errors';
import type { Gateway } from '@core/api/gateway';
import { sandboxGateway } from '../../support/gateway';
import { activationToken, bandungCv, type Registrant } from '../../support/registration';
import { pngFile } from './png';
import { DEMO_SELLER, type Credentials, type Portal } from './portal';

/**
 * What the account tests read or set up through the sandbox's API, never through its memory or
 * files: core's gateway, so every answer is checked against the endpoint's response schema.
 */
export type AccountApi = Gateway<typeof accountEndpoints>;

/** The account calls as `who` (the demo seller unless given; null for a guest). */
export async function accountApiAs(p: Portal, who: Credentials | null = DEMO_SELLER): Promise<AccountApi> {
  const token = who ? await p.token(who) : null;
  return sandboxGateway(accountEndpoints, p.sandbox, () => token);
}

/** The value of a call that must succeed. */
export async function answerOf<T>(call: ResultAsync<T, ApiError>): Promise<T> {
  const result = await call;
  if (result.isErr()) throw new Error(`the sandbox refused the call: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The seller's profile as the sandbox answers it now. */
export async function profileOf(p: Portal, who: Credentials = DEMO_SELLER): Promise<SellerProfile> {
  const api = await accountApiAs(p, who);
  return (await answerOf(api.profile())).data;
}

export type NewSeller = Registrant;

/**
 * Registers a store through the API (a Bandung CV with one BCA account) and activates it, so a test about a new
 * seller does not depend on another test having filled the registration form. E-mail and NPWP
 * must be unique in the sandbox.
 */
export async function registerSeller(p: Portal, seller: NewSeller): Promise<void> {
  const api = await accountApiAs(p, null);
  const result = await answerOf(
    api.register(bandungCv(seller, new File([new Uint8Array(pngFile(64, 40))], 'npwp.png', { type: 'image/png' }))),
  );
  if (!result.success) throw new Error(`registration of ${seller.email} refused: ${JSON.stringify(result)}`);
  await activate(p, seller.email);
}

/** Opens the activation link the sandbox mailed to `email`, as the seller does from the inbox: the account is made. */
export async function activate(p: Portal, email: string): Promise<void> {
  const api = await accountApiAs(p, null);
  await answerOf(api.activateAccount({ token: activationToken(p.sandbox.mailbox, email) }));
}
