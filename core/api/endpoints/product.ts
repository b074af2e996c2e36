/** The calls of spec 001 §7. */
export const productEndpoints = {} as const;
