import { productEndpoints as api } from '@core/api/endpoints/product';
import { defineArea, mutating, preparedRoute, route } from '../../area';
import { aggregation, aggregationBooks, searchPusbuk } from './catalogue';
import type { ProductContext } from './context';
import { withSeller } from './context';
import { showProduct } from './detail';
import { categoryTree, formReference } from './formReference';
import { listProducts } from './list';
import { MASS_UPLOAD_FILES, massTemplate, massUploadCreate, massUploadPrepare, testCheckProduct } from './mass';
import { bulkChangeCategory, changeCategory, deleteProduct, toggleStatus } from './mutations';
import { addPacket, deletePacket, searchPacketProducts, tempPackets } from './packets';
import { addProductRoute, PHOTO_FILES, updateProduct } from './save';
import { productStateSchema, seedProductState, type ProductState } from './state';

export type { ProductState } from './state';

/** The product side: list, detail, categories, catalogue, forms, packets, mass upload. */
export const productArea = defineArea<ProductState>({
  name: 'product',
  seed: seedProductState,
  schema: productStateSchema,
  routes: [
    route('products', api.products, (input, ctx: ProductContext) =>
      withSeller(ctx, (sellerId) => listProducts(ctx.state, sellerId, input)),
    ),
    route('toggleProductStatus', api.toggleProductStatus, toggleStatus),
    route('updateProductCategory', api.updateProductCategory, changeCategory),
    route('bulkUpdateCategory', api.bulkUpdateCategory, bulkChangeCategory),
    route('deleteProduct', api.deleteProduct, deleteProduct),
    route('productDetail', api.productDetail, showProduct),
    route('categories', api.categories, categoryTree),
    route('aggregationBooks', api.aggregationBooks, aggregationBooks),
    route('aggregation', api.aggregation, aggregation),
    route('searchPusbuk', api.searchPusbuk, searchPusbuk),
    route('productFormReference', api.productFormReference, formReference),
    route('addProduct', api.addProduct, addProductRoute, PHOTO_FILES),
    preparedRoute('addProductMass', api.addProductMass, massUploadPrepare(), massUploadCreate, MASS_UPLOAD_FILES),
    route('updateProduct', api.updateProduct, updateProduct, PHOTO_FILES),
    route('testCheckProduct', api.testCheckProduct, testCheckProduct),
    route('searchPacketProducts', api.searchPacketProducts, searchPacketProducts),
    route('addPacket', api.addPacket, addPacket),
    route('tempPackets', api.tempPackets, tempPackets),
    mutating(route('deletePacket', api.deletePacket, deletePacket)),
    route('massTemplate', api.massTemplate, massTemplate),
  ],
});
