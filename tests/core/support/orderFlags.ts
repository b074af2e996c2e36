import fc from 'fast-check';

/** Any value of each processing flag an order detail carries (the flags core's order machine reads). */
export const processingFlagArbs = {
  isHasRequestChange: fc.boolean(),
  isHasApplyCancel: fc.boolean(),
  isShippingMitra: fc.boolean(),
  isFaktur: fc.boolean(),
  isPickup: fc.boolean(),
  isDone: fc.boolean(),
};
