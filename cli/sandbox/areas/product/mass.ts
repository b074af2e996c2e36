import { z } from 'zod';
import type { productEndpoints } from '@core/api/endpoints/product';
import { valuesOfRow } from '@core/massUpload/rowValues';
import type { MassUploadResult } from '@core/product/schema';
import type { FileRule } from '../../area';
import { ok, raw, type Reply } from '../../reply';
import { checkMallId, type ProductContext } from './context';
import type { TemplateCheck } from './massCheck';
import { checkInWorker } from './massCheckThread';
import { productReference } from './reference';
import { createProduct } from './save';
import { massRowNotCreatedMessage, massUploadedMessage, PRODUCT_SERVER_MESSAGES } from '@core/product/serverMessages';
import { XLSX_TYPE } from '@core/export/xlsxType';

type Input<K extends keyof typeof productEndpoints> = z.output<(typeof productEndpoints)[K]['request']>;

export const MASS_UPLOAD_FILES: Readonly<Record<string, FileRule>> = {
  file_upload: { maxBytes: 5 * 1024 * 1024, accept: ['.xlsx', XLSX_TYPE] },
};

/** Where the template is served (massTemplate.ts); the seller profile's templateUrl points at massTemplate. */
export const TEMPLATE_URL = '/cdn/template/template-upload-massal.xlsx';

/** The default check: core's validator in a worker thread, against the sandbox's category tree. */
const checkOffThread: MassUploadCheck = (workbook) => checkInWorker(workbook, productReference().categories);

/**
 * Checks an uploaded workbook and, when it is clean, creates its products. The default runs the
 * shared template validator (core/massUpload) off the main thread; tests may pass another.
 */
export type MassUploadCheck = (workbook: Uint8Array) => Promise<TemplateCheck>;

/**
 * POST addprodukmass. A file that is not xlsx is refused with 422 by the route's file rule, and
 * one the reader cannot take at all with 422 and the failed answer; a file it read answers 200
 * with the mass upload's result (status 'failed' with per-cell errors, or 'success'), so the
 * portal can show the rows. Nothing is created unless every row passes.
 *
 * The workbook is read and judged in the route's preparation, on the committed state and outside
 * the write's transaction, so a slow sheet holds no other seller's write; only the products of a
 * clean file are created inside it.
 */
/** A file the check found clean: its product rows. */
type CleanFile = Extract<TemplateCheck, { ok: true }>;

export function massUploadPrepare(check: MassUploadCheck = checkOffThread) {
  return async (input: Input<'addProductMass'>, ctx: ProductContext): Promise<CleanFile | Reply> => {
    const refused = checkMallId(ctx, input.mall_id);
    if (refused) return refused;
    // A file whose bytes are not an xlsx (a zip) never gets here: the route's file rule refuses it with 422.
    const checked = await check(new Uint8Array(await input.file_upload.arrayBuffer()));
    return checked.ok ? checked : raw(checked.result, checked.httpStatus);
  };
}

/** Creates the products of a file its preparation found clean, each through the single add's path. */
export async function massUploadCreate(
  input: Input<'addProductMass'>,
  ctx: ProductContext,
  checked: CleanFile,
): Promise<Reply> {
  // The seller's store may have changed since the preparation looked.
  const refused = checkMallId(ctx, input.mall_id);
  if (refused) return refused;
  // Each row through the single add's path: read as the add form's values, then the form's rules.
  for (const row of checked.rows) {
    const { kind, values } = valuesOfRow(row);
    const created = kind === null ? null : await createProduct(kind, values, undefined, input.mall_id, ctx);
    if (created === null || created.httpStatus >= 300) {
      const reason = created === null ? '' : replyMessage(created);
      // A refusal (4xx) leaves no trace: the rows created before this one are dropped with it.
      return raw(
        {
          status: 'failed',
          message: massRowNotCreatedMessage(row.row, reason),
          arrayFailed: [row.row],
          countError: 1,
          dataRow: [{ row: row.row, cells: [{ field: 'file', value: null, error: reason || null }] }],
        } satisfies MassUploadResult,
        422,
      );
    }
  }
  const result: MassUploadResult = {
    status: 'success',
    message: massUploadedMessage(checked.rows.length),
    arrayFailed: [],
    countError: 0,
    dataRow: [],
  };
  return raw(result);
}

/** The message of a refusal's envelope ({status: {message}}), or ''. */
function replyMessage(reply: Reply): string {
  const parsed = z.object({ status: z.object({ message: z.string() }) }).safeParse(reply.body);
  return parsed.success ? parsed.data.status.message : '';
}

/** GET seller/product/massTemplate. */
export function massTemplate(): Reply {
  return ok({ url: TEMPLATE_URL });
}

/** POST seller/test/inierorkok: a check call whose answer the portal does not show. */
export function testCheckProduct(input: Input<'testCheckProduct'>): Reply {
  const filled = Object.values(input).filter((v) => v !== undefined && v !== null && v !== '').length;
  return ok({ filled }, PRODUCT_SERVER_MESSAGES.checkReceived);
}
