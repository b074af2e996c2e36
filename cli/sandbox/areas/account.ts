// The account area lives in ./account/; this file keeps the import of areas/index.ts stable.
export { accountArea, type AccountState } from './account/index';
