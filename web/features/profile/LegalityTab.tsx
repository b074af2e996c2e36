import { checkNpwpImageSize } from '@core/account/rules';
import type { SellerProfile } from '@core/account/schema';
import { IMAGE_TYPE_MESSAGE, isJpgOrPng } from './imageRules';
import { UploadCard } from './UploadCard';

/** The legality documents: jpg or png, the 500 kb of the spec is the hint, 1 MB the limit (DESIGN.md). */
function checkDocument(file: File): string | null {
  return isJpgOrPng(file) ? checkNpwpImageSize(file) : IMAGE_TYPE_MESSAGE;
}

/** Legalitas: the NPWP and SIUP images. */
export function LegalityTab({ user }: { readonly user: SellerProfile }) {
  return (
    <div className="profile-uploads">
      <UploadCard
        sellerId={user.id}
        kind="npwp"
        label="Foto NPWP"
        hint="JPG atau PNG, maksimal 500 kb"
        currentUrl={user.legality.npwp.image}
        isPrivate
        aspect="16 / 10"
        check={checkDocument}
      />
      <UploadCard
        sellerId={user.id}
        kind="siup"
        label="Foto SIUP/NIB"
        hint="JPG atau PNG, maksimal 500 kb"
        currentUrl={user.legality.siup.image}
        isPrivate
        aspect="16 / 10"
        check={checkDocument}
      />
    </div>
  );
}
