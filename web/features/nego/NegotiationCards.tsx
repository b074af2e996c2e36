import type { NegotiationDetail } from '@core/nego/schema';
import { formatApiRupiah } from '@core/money';
import { NEGO_LABELS } from '@core/nego/rules';
import { cdnUrl } from '@web/app/config';
import { Card } from '@web/ui/Card';
import { Facts } from '@web/ui/Facts';
import { ProductSummary } from '@web/ui/ProductSummary';

/**
 * The product (name, image, its own unit price in the school's zone, total price) and the
 * school's customer.
 */
export function NegotiationParties({ product, customer }: Pick<NegotiationDetail, 'product' | 'customer'>) {
  const unitPrice = (
    <>
      {formatApiRupiah(product.priceUnitCurrencyFormat)} <span className="nego-zone">{product.zone}</span>
    </>
  );
  return (
    <div className="nego-cards">
      <Card title="Produk" className="nego-card">
        <ProductSummary block="nego-product" src={cdnUrl(product.image)} name={product.name}>
          <Facts
            className="nego-facts"
            facts={[
              { label: NEGO_LABELS.productUnitPrice, value: unitPrice },
              {
                label: NEGO_LABELS.productTotal,
                value: formatApiRupiah(product.totalPriceUnitCurrencyFormat),
                valueClassName: 'nego-facts__strong',
              },
            ]}
          />
        </ProductSummary>
      </Card>
      <Card title="Customer" className="nego-card">
        <Facts
          className="nego-facts"
          facts={[
            { label: 'Nama', value: customer.name, valueClassName: 'nego-facts__strong' },
            { label: 'Alamat', value: customer.address },
          ]}
        />
      </Card>
    </div>
  );
}
