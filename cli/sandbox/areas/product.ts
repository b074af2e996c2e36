/** The product area lives in ./product/; this keeps `import { productArea } from './product'` short. */
export { productArea, type ProductState } from './product/index';
