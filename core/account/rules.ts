/**
 * The account rules, one module per flow: login (login.ts, apart so the login route loads only
 * it), registration, profile, store users, forgot password, passwords, the fields they share, the
 * seller's permissions and the must-update notices. This index gathers them for callers that use
 * several; a module of one flow imports from its own file.
 */
export * from './messages';
export * from './fields';
export * from './password';
export * from './registration';
export * from './profile';
export * from './storeUsers';
export * from './forgot';
export * from './permissions';
export * from './mustUpdate';
export * from './mapPoint';
export { loginValidator, type LoginInput } from './login';
