import type { ReactNode } from 'react';

export interface ProductSummaryProps {
  /** The class block of the screen's styles: `block`, `block__image`, `block__text`, `block__name`. */
  readonly block: string;
  /** The photo's address; none leaves an empty frame. */
  readonly src: string | null | undefined;
  readonly name: string;
  /** What the record says of the product under its name (price, totals). */
  readonly children: ReactNode;
}

/** The product a record is about (a complaint, a negotiation): its photo beside its name and figures. */
export function ProductSummary({ block, src, name, children }: ProductSummaryProps) {
  return (
    <div className={block}>
      <div className={`${block}__image`}>{src ? <img src={src} alt={name} /> : null}</div>
      <div className={`${block}__text`}>
        <p className={`${block}__name`}>{name}</p>
        {children}
      </div>
    </div>
  );
}
