// The account area lives in ./account/; this file keeps the import of areas/index.ts stable.
export { accountArea, sellerPermission, type AccountState } from './account/index';
