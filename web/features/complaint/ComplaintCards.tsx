import { formatApiRupiah } from '@core/money';
import type { ComplaintDetail } from '@core/complaint/schema';
import { cdnUrl } from '@web/app/config';
import { Card } from '@web/ui/Card';

export function ComplaintProductCard({ product }: { readonly product: ComplaintDetail['product'] }) {
  const src = cdnUrl(product.image);
  return (
    <Card title="Produk yang Dikomplain">
      <div className="complaint-product">
        <div className="complaint-product__image">{src ? <img src={src} alt={product.name} /> : null}</div>
        <div>
          <p className="complaint-product__name">{product.name}</p>
          <p className="complaint-product__price">{formatApiRupiah(product.priceCurrencyFormat)}</p>
        </div>
      </div>
    </Card>
  );
}

export function ComplaintCustomerCard({ customer }: { readonly customer: ComplaintDetail['customer'] }) {
  return (
    <Card title="Customer">
      <p className="complaint-customer__name">{customer.name}</p>
      <dl className="complaint-customer__facts">
        <div>
          <dt>Alamat</dt>
          <dd>{customer.address}</dd>
        </div>
        <div>
          <dt>Kecamatan</dt>
          <dd>{customer.district}</dd>
        </div>
        <div>
          <dt>Kota/Kabupaten</dt>
          <dd>{customer.city}</dd>
        </div>
        <div>
          <dt>Provinsi</dt>
          <dd>{customer.province}</dd>
        </div>
      </dl>
    </Card>
  );
}
