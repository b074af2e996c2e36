/** A valid tax id (NPWP) is exactly 16 digits. Kept free of zod: the login route's rules import it. */
export const NPWP_LENGTH = 16;
