import { err, type Result } from 'neverthrow';
import { describeApiError, type ApiError } from '@core/api/errors';
import type { ProductKind } from '@core/product/options';
import type { ProductValues } from '@core/product/values';
import { addProductFields, type AddFacts } from '@core/product/wire';
import type { TaxError } from '@core/tax';
import { settle } from '@web/app/api/query';
import { useAddProduct } from '../queries';
import { useSellerIdentity } from '../seller';

type AddAnswer = Awaited<ReturnType<ReturnType<typeof useAddProduct>['mutateAsync']>>;

/** Why an add did not happen: no seller yet, a price the tax simulation refuses, or the call. */
type AddFailure = { readonly kind: 'no-seller' } | TaxError | ApiError;
type AddResult = Result<AddAnswer, AddFailure>;

const isApiError = (failure: AddFailure): failure is ApiError =>
  ['network', 'unauthorized', 'http', 'server', 'contract'].includes(failure.kind);

/** Sends an add form's values as the logged-in seller's new product, through core's request builder. */
export function useAddProductSend(kind: ProductKind) {
  const seller = useSellerIdentity();
  const adding = useAddProduct();
  return async (values: ProductValues, facts?: AddFacts): Promise<AddResult> => {
    if (!seller) return err({ kind: 'no-seller' });
    const fields = addProductFields(kind, values, seller, facts);
    if (fields.isErr()) return err(fields.error);
    return settle(adding.mutateAsync(fields.value));
  };
}

/**
 * What the seller is told of a refused add: the server's own words when it refused the product (a
 * photo too large, a rule it applied), or the tax simulation's; null when there are none to show
 * (no seller, no connection, the server failing on its side), so the form says its own sentence.
 */
export function refusal(result: AddResult): string | null {
  if (result.isOk()) return null;
  const failure = result.error;
  if (failure.kind === 'no-seller') return null;
  if (!isApiError(failure)) return failure.message;
  const refused = failure.kind === 'server' || (failure.kind === 'http' && failure.status < 500);
  return refused ? describeApiError(failure) : null;
}
