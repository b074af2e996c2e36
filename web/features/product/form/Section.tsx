import type { ReactNode } from 'react';

/** One titled section of a product form (Informasi Produk, Informasi Harga ...). */
export function Section({
  title,
  children,
  id,
}: {
  readonly title: string;
  readonly children: ReactNode;
  readonly id?: string;
}) {
  return (
    <section className="product-section" id={id} aria-label={title}>
      <h3 className="product-section__title">{title}</h3>
      <div className="product-section__body">{children}</div>
    </section>
  );
}
