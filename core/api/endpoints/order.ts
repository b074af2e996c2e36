/** The calls of spec 002 §7 (orders, billing, payments, negotiations, complaints, carriers, chat, reviews). */
export const orderEndpoints = {} as const;
