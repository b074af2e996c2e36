import type { NegotiationDetail } from '@core/nego/schema';
import { formatApiRupiah } from '@core/money';
import { NEGO_LABELS } from '@core/nego/rules';
import { cdnUrl } from '@web/app/config';
import { Card } from '@web/ui/Card';

/** Product: name, image, its own unit price in the school's zone, total price (spec 002 §2.4). */
export function NegotiationProductCard({ product }: { readonly product: NegotiationDetail['product'] }) {
  const src = cdnUrl(product.image);
  return (
    <Card title="Produk" className="nego-card">
      <div className="nego-product">
        <div className="nego-product__image">{src ? <img src={src} alt={product.name} /> : null}</div>
        <div className="nego-product__text">
          <p className="nego-product__name">{product.name}</p>
          <dl className="nego-facts">
            <div>
              <dt>{NEGO_LABELS.productUnitPrice}</dt>
              <dd>
                {formatApiRupiah(product.priceUnitCurrencyFormat)} <span className="nego-zone">{product.zone}</span>
              </dd>
            </div>
            <div>
              <dt>{NEGO_LABELS.productTotal}</dt>
              <dd className="nego-facts__strong">{formatApiRupiah(product.totalPriceUnitCurrencyFormat)}</dd>
            </div>
          </dl>
        </div>
      </div>
    </Card>
  );
}

export function NegotiationCustomerCard({ customer }: { readonly customer: NegotiationDetail['customer'] }) {
  return (
    <Card title="Customer" className="nego-card">
      <dl className="nego-facts">
        <div>
          <dt>Nama</dt>
          <dd className="nego-facts__strong">{customer.name}</dd>
        </div>
        <div>
          <dt>Alamat</dt>
          <dd>{customer.address}</dd>
        </div>
      </dl>
    </Card>
  );
}
