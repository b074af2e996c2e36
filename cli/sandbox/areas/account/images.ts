import { IMAGE_TYPE_MESSAGE } from '@core/account/images';
import { NPWP_IMAGE_MAX_BYTES } from '@core/account/rules';
import type { FileRule } from '../../area';

/** Legality documents and store images: JPG or PNG (by their bytes) up to 1 MB (the 500 kb of the spec is a hint). */
const IMAGE_MAX_BYTES = NPWP_IMAGE_MAX_BYTES;
export const imageRule: FileRule = {
  maxBytes: IMAGE_MAX_BYTES,
  accept: ['image/jpeg', 'image/png'],
  typeMessage: IMAGE_TYPE_MESSAGE,
};
