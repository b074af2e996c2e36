import { err, type Result } from 'neverthrow';
import { buildAddProductFields } from '@core/product/form';
import type { ProductKind } from '@core/product/options';
import { settle } from '@web/app/api/query';
import type { SendOutcome } from '../form/ProductFormShell';
import { coreFormValues, type RequestFacts } from '../form/request';
import type { ProductValues } from '../form/values';
import { useAddProduct } from '../queries';
import { useSellerIdentity } from '../seller';

type AddAnswer = Awaited<ReturnType<ReturnType<typeof useAddProduct>['mutateAsync']>>;

/** What an add came to: the server's answer, or why it failed (no seller yet, a tax the values cannot carry, the call). */
type AddResult = Result<AddAnswer, unknown>;

/** Sends an add form's values as the logged-in seller's new product (spec 001 §3.5, §6). */
export function useAddProductSend(kind: ProductKind) {
  const seller = useSellerIdentity();
  const adding = useAddProduct();
  return async (values: ProductValues, facts?: RequestFacts): Promise<AddResult> => {
    if (!seller) return err('tanpa penyedia');
    const fields = buildAddProductFields(coreFormValues(kind, values, facts), seller);
    if (fields.isErr()) return err(fields.error);
    return settle(adding.mutateAsync(fields.value));
  };
}

/** Spec 001 §8: a failed book or service add shows the seller no message; it is logged. */
export function unshownFailure(what: string, error: unknown): SendOutcome {
  console.error(what, error);
  return { failed: null };
}
