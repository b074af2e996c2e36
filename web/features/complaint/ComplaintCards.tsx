import { formatApiRupiah } from '@core/money';
import type { ComplaintDetail } from '@core/complaint/schema';
import { cdnUrl } from '@web/app/config';
import { Card } from '@web/ui/Card';
import { Facts } from '@web/ui/Facts';
import { ProductSummary } from '@web/ui/ProductSummary';

/** The side of a complaint: the product complained about and the customer (as the list names them) with the school. */
export function ComplaintParties({ product, customer }: Pick<ComplaintDetail, 'product' | 'customer'>) {
  return (
    <div className="complaint-layout__side">
      <Card title="Produk yang Dikomplain">
        <ProductSummary block="complaint-product" src={cdnUrl(product.image)} name={product.name}>
          <p className="complaint-product__price">{formatApiRupiah(product.priceCurrencyFormat)}</p>
        </ProductSummary>
      </Card>
      <Card title="Customer">
        <p className="complaint-customer__name">{customer.name}</p>
        {customer.schoolName ? <p className="complaint-customer__school">{customer.schoolName}</p> : null}
        <Facts
          className="complaint-customer__facts"
          facts={[
            { label: 'Alamat', value: customer.address },
            { label: 'Kecamatan', value: customer.district },
            { label: 'Kota/Kabupaten', value: customer.city },
            { label: 'Provinsi', value: customer.province },
          ]}
        />
      </Card>
    </div>
  );
}
