import type { z } from 'zod';
import type { productEndpoints } from '../../../../core/api/endpoints/product';
import type { MassUploadResult } from '../../../../core/product/schema';
import type { FileRule } from '../../area';
import { ok, raw, type Reply } from '../../reply';
import { checkMallId, type ProductContext } from './context';

type Input<K extends keyof typeof productEndpoints> = z.output<(typeof productEndpoints)[K]['request']>;

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const MASS_UPLOAD_FILES: Readonly<Record<string, FileRule>> = {
  file_upload: { maxBytes: 5 * 1024 * 1024, accept: ['.xlsx', XLSX_MIME] },
};

/** Where the template is served; the seller profile's templateUrl points at massTemplate. */
export const TEMPLATE_URL = '/cdn/template/template-upload-massal.xlsx';

/**
 * Reads an uploaded workbook into the answer of spec 001 §3.8. This stand-in accepts any xlsx;
 * the shared template validator (core/massUpload) replaces it, with the same signature.
 */
export type MassUploadCheck = (workbook: Uint8Array, sellerId: number) => Promise<MassUploadResult>;

export const acceptWorkbook: MassUploadCheck = async () => ({
  status: 'success',
  message: 'File berhasil diupload',
  arrayFailed: [],
  countError: 0,
  dataRow: [],
});

/** An xlsx file is a zip archive: it starts with 'PK\x03\x04'. */
function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export function massUploadHandler(check: MassUploadCheck = acceptWorkbook) {
  return async (input: Input<'addProductMass'>, ctx: ProductContext): Promise<Reply> => {
    const refused = checkMallId(ctx, input.mall_id);
    if (refused) return refused;
    const bytes = new Uint8Array(await input.file_upload.arrayBuffer());
    if (!looksLikeZip(bytes)) {
      const result: MassUploadResult = {
        status: 'failed',
        message: 'File bukan xlsx yang valid',
        arrayFailed: [],
        countError: 1,
        dataRow: [],
      };
      return raw(result, 422);
    }
    const result = await check(bytes, input.mall_id);
    return raw(result, result.status === 'success' ? 200 : 422);
  };
}

/** GET seller/product/massTemplate. */
export function massTemplate(): Reply {
  return ok({ url: TEMPLATE_URL });
}

/** POST seller/test/inierorkok: a check call whose answer the portal does not show. */
export function testCheckProduct(input: Input<'testCheckProduct'>): Reply {
  const filled = Object.values(input).filter((v) => v !== undefined && v !== null && v !== '').length;
  return ok({ filled }, 'Data produk diterima');
}
