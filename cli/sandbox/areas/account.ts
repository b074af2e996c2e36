// The account area lives in ./account/; this file keeps the import of areas/index.ts stable.
export { accountArea, findSeller, type AccountState, type SellerRecord } from './account/index';
