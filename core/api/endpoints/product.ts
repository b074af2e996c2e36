import { z } from 'zod';
import { categoryTreeSchema } from '../../category/schema';
import {
  catalogueFilterReferenceSchema,
  cataloguePaginationSchema,
  nonTextBookSchema,
  publisherOptionSchema,
  schoolGradeSchema,
  schoolLevelSchema,
  textBookSchema,
} from '../../catalogue/schema';
import { packetLineSchema, packetSearchResultSchema } from '../../packet/schema';
import {
  massUploadResultSchema,
  productCheckFields,
  productCheckSchema,
  productDetailSchema,
  productFormReferenceSchema,
  productListDataSchema,
  productSubmissionFields,
  productSubmissionSchema,
  productUpdateFields,
  productUpdateSchema,
} from '../../product/schema';
import { pathCall, recordCall, recordId as id, jsonCall, statusCall } from '../calls';
import { endpoint } from '../endpoint';
import { envelope, statusOnly, statusSchema } from '../envelope';

/** Filter values travel as text; '' means "no filter", digits an id (0 = Uncategorized). */
const idFilter = z.string().regex(/^\d*$/, 'harus berupa angka').default('');

/** Values of data.filters[2] of the list. */
const productStatusFilterSchema = z.enum(['', 'active', 'inactive', 'blocked', 'waiting']);
/** Values of data.filters[0]: which field the filter-panel keyword searches ('' = name and model). */
const productKeywordFieldSchema = z.enum(['', 'name', 'model']);

const catalogueBooksUrlField = z
  .string()
  .regex(/^\/?catalog\/books\/types\/(text|nontext)(\?.*)?$/, "url harus 'catalog/books/types/{text|nontext}?...'");

/**
 * What the generic aggregation endpoint answers, by the catalogue url it forwarded. Wider shapes
 * come first: zod objects strip unknown keys, so grades tried as levels would lose level_id.
 */
const aggregationDataSchema = z.union([
  z.array(schoolGradeSchema),
  z.array(schoolLevelSchema),
  z.array(publisherOptionSchema),
  z.array(textBookSchema),
  z.array(nonTextBookSchema),
  textBookSchema,
  nonTextBookSchema,
]);

/** The product calls: list, status, category, detail, catalogue, add, mass upload, update, packets. */
export const productEndpoints = {
  products: endpoint({
    summary: 'Product list with filters, sort and paging',
    spec: '001 §7',
    method: 'GET',
    path: 'seller/product',
    base: 'api',
    encoding: 'query',
    fields: [
      'page',
      'limit',
      'filter_category',
      'filter_status',
      'filter_keyword',
      'keyword',
      'sort',
      'search',
      'filter_category_old',
    ],
    request: z.object({
      page: z.coerce.number<number>().int().min(1).default(1),
      limit: z.coerce.number<number>().int().min(1).max(100).default(5),
      filter_category: idFilter,
      filter_status: productStatusFilterSchema.default(''),
      filter_keyword: productKeywordFieldSchema.default(''),
      keyword: z.string().default(''),
      /** 'column-asc' or 'column-desc'. */
      sort: z
        .string()
        .regex(/^(\w+-(asc|desc))?$/, "sort harus 'kolom-asc' atau 'kolom-desc'")
        .default(''),
      search: z.string().default(''),
      filter_category_old: idFilter,
    }),
    response: envelope(productListDataSchema),
  }),
  toggleProductStatus: jsonCall(
    { summary: 'Switch a product active/inactive; data 1 = now active', spec: '001 §7' },
    'PUT',
    'seller/product/status',
    z.object({ id: z.number().int().positive() }),
    envelope(z.number().int()),
  ),
  updateProductCategory: statusCall(
    { summary: 'Set the category of one product; status.code 404 = failure', spec: '001 §7' },
    'PUT',
    'seller/product/category',
    z.object({ productId: z.number().int().positive(), categoryId: z.number().int().positive() }),
  ),
  bulkUpdateCategory: jsonCall(
    { summary: 'Move many products to one category; data.status tells the outcome', spec: '001 §7' },
    'PUT',
    'seller/product/bulkCategory',
    z.object({ choosedProducts: z.array(z.number().int().positive()), newCategoryId: z.number().int().positive() }),
    envelope(z.object({ status: statusSchema, updated: z.number().int().optional() })),
  ),
  deleteProduct: recordCall(
    { summary: 'Delete a product', spec: '001 §7' },
    'DELETE',
    'seller/product/{id}',
    statusOnly,
  ),
  productDetail: recordCall(
    { summary: 'One product with its form sections and packet contents', spec: '001 §7' },
    'GET',
    'seller/product/{id}',
    envelope(productDetailSchema),
  ),
  categories: endpoint({
    summary: 'Category tree: [0] goods, [1] services',
    spec: '001 §7',
    method: 'GET',
    path: 'product/category',
    base: 'api',
    encoding: 'query',
    fields: ['for'],
    request: z.object({ for: z.literal('seller').default('seller') }),
    response: envelope(categoryTreeSchema),
  }),
  aggregationBooks: endpoint({
    summary: 'Page of the national book catalogue (text or non-text books)',
    spec: '001 §7',
    method: 'POST',
    path: 'config/aggregationBooks',
    base: 'api',
    encoding: 'multipart',
    fields: ['url', 'publisher'],
    request: z.object({ url: catalogueBooksUrlField, publisher: idFilter.optional() }),
    response: z.object({
      status: statusSchema,
      data: z.union([z.array(textBookSchema), z.array(nonTextBookSchema)]),
      pagination: cataloguePaginationSchema,
    }),
  }),
  aggregation: endpoint({
    summary: 'Generic catalogue proxy: levels, grades, publishers, books, one book',
    spec: '001 §7',
    method: 'POST',
    path: 'config/agregation',
    base: 'api',
    encoding: 'multipart',
    fields: ['url', 'method'],
    request: z.object({ url: z.string().min(1), method: z.enum(['GET', 'POST']).default('GET') }),
    response: envelope(aggregationDataSchema),
  }),
  searchPusbuk: pathCall({
    summary: 'Catalogue filter reference: book types, school levels, grades',
    spec: '001 §7',
    method: 'POST',
    path: 'backendseller/katalog/produk_api/searchpusbuk/',
    request: z.object({}),
    response: catalogueFilterReferenceSchema,
  }),
  productFormReference: pathCall({
    summary: 'Publishers/brands, VAT tags and categories for the product forms',
    spec: '001 §7',
    method: 'GET',
    path: 'backendseller/katalog/produk_api/detailproduk/',
    request: z.object({}),
    response: productFormReferenceSchema,
  }),
  addProduct: endpoint({
    summary: 'Add a book, non-book good or service (multipart form)',
    spec: '001 §7',
    method: 'POST',
    path: 'backendseller/katalog/produk_api/addproduk',
    base: 'api',
    encoding: 'multipart',
    fields: productSubmissionFields,
    request: productSubmissionSchema,
    response: z.object({ title: z.string(), product_id: z.number().int() }),
  }),
  addProductMass: endpoint({
    summary: 'Upload many products from the xlsx template',
    spec: '001 §7',
    method: 'POST',
    path: 'backendseller/katalog/produk_api/addprodukmass',
    base: 'api',
    encoding: 'multipart',
    fields: ['file_upload', 'mall_id'],
    request: z.object({ file_upload: z.instanceof(Blob), mall_id: z.coerce.number<number>().int().positive() }),
    response: massUploadResultSchema,
  }),
  updateProduct: endpoint({
    summary: 'Save the edit form of a product',
    spec: '001 §7',
    method: 'POST',
    path: 'backendseller/katalog/produk_api/updateproduk',
    base: 'api',
    encoding: 'multipart',
    fields: productUpdateFields,
    request: productUpdateSchema,
    response: z.object({ success: z.boolean(), message: z.string().optional() }),
  }),
  testCheckProduct: endpoint({
    summary: 'Check call with the camel-cased form fields; result not shown',
    spec: '001 §7',
    method: 'POST',
    path: 'seller/test/inierorkok',
    base: 'api',
    encoding: 'json',
    fields: productCheckFields,
    request: productCheckSchema,
    response: statusOnly,
  }),
  searchPacketProducts: endpoint({
    summary: 'Products of the seller that can go into a packet',
    spec: '001 §7',
    method: 'GET',
    path: 'backendseller/paket/paket_api/cariProduk',
    base: 'api',
    encoding: 'query',
    fields: ['cari', 'mall_id'],
    request: z.object({ cari: z.string().default(''), mall_id: id }),
    response: envelope(z.array(packetSearchResultSchema)),
  }),
  addPacket: endpoint({
    summary: "Add a packet line to a product (parent_id) or to the seller's temporary list",
    spec: '001 §7',
    method: 'POST',
    path: 'backendseller/paket/paket_api/addPacket',
    base: 'api',
    encoding: 'multipart',
    fields: ['parent_id', 'product_id', 'qty', 'mall_id'],
    request: z.object({ parent_id: id.optional(), product_id: id, qty: id, mall_id: id }),
    response: envelope(packetLineSchema),
  }),
  tempPackets: pathCall({
    summary: 'Temporary packet lines of a seller',
    spec: '001 §7',
    method: 'GET',
    path: 'backendseller/paket/paket_api/tempPacket/{userId}',
    request: z.object({ userId: id }),
    response: envelope(z.array(packetLineSchema)),
  }),
  deletePacket: recordCall(
    { summary: 'Delete a packet line', spec: '001 §7' },
    'GET',
    'backendseller/paket/paket_api/delPacket/{id}',
    statusOnly,
  ),
  massTemplate: pathCall({
    summary: 'Where the mass-upload template can be downloaded',
    spec: '001 §7',
    method: 'GET',
    path: 'seller/product/massTemplate',
    request: z.object({}),
    response: envelope(z.object({ url: z.string() })),
  }),
} as const;
