import type { SellerProfile } from '@core/account/schema';
import { checkHeader, checkLogo, HEADER_HEIGHT, HEADER_WIDTH } from './imageRules';
import { UploadCard } from './UploadCard';

/** Gambar: the logo (jpg or png, max 500 kb) and the header image (1198 x 200). */
export function ImagesTab({ user }: { readonly user: SellerProfile }) {
  return (
    <div className="profile-uploads profile-uploads--images">
      <UploadCard
        sellerId={user.id}
        kind="logo"
        label="Logo Toko"
        hint="JPG atau PNG, maksimal 500 kb"
        currentUrl={user.image.primary}
        aspect="1 / 1"
        check={checkLogo}
      />
      <UploadCard
        sellerId={user.id}
        kind="header"
        label="Gambar Header"
        hint={`JPG atau PNG, ukuran ${HEADER_WIDTH} x ${HEADER_HEIGHT} piksel`}
        currentUrl={user.image.header}
        aspect={`${HEADER_WIDTH} / ${HEADER_HEIGHT}`}
        check={checkHeader}
      />
    </div>
  );
}
