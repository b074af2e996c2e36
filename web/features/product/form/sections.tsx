import type { ReactNode } from 'react';
import { DescriptionField } from './fields';
import { FieldGrid, type GridFields } from './FieldGrid';
import { PhotoSlots, type PhotoSlotsProps } from './PhotoSlots';
import { PpnFields } from './PpnFields';
import { Section } from './Section';
import { TaxSimulations, type TaxSimulationsProps } from './TaxSimulation';

/**
 * The sections every product form has, each configured by data: which fields its grid holds
 * (GridFields) and the few settings where the forms differ. The forms say what, these say how.
 */

export interface InfoSectionProps {
  readonly title?: string;
  readonly fields: GridFields;
  /** The category picker (the add forms' cascade, the edit form's chain). */
  readonly category: ReactNode;
}

/** 'Informasi Produk': the form's fields, the category, then the rich-text description. */
export function InfoSection({ title = 'Informasi Produk', fields, category }: InfoSectionProps) {
  return (
    <Section title={title}>
      <div className="product-grid">
        <FieldGrid fields={fields} />
      </div>
      {category}
      <DescriptionField />
    </Section>
  );
}

export interface PriceSectionProps {
  readonly title?: string;
  readonly fields: GridFields;
  /** The tax simulation beside the prices. */
  readonly tax: TaxSimulationsProps;
  /** The edit form's VAT tags from the server (listppntag); core's list otherwise. */
  readonly ppnTags?: readonly string[];
  /** What follows the VAT fields: wholesale tiers, packet contents. */
  readonly children?: ReactNode;
}

/** 'Informasi Harga': the prices with their tax simulation, the VAT fields, and what the form adds below. */
export function PriceSection({ title = 'Informasi Harga', fields, tax, ppnTags, children }: PriceSectionProps) {
  return (
    <Section title={title}>
      <div className="product-price">
        <div className="product-grid">
          <FieldGrid fields={fields} />
        </div>
        <TaxSimulations {...tax} />
      </div>
      <PpnFields tagOptions={ppnTags} />
      {children}
    </Section>
  );
}

/** 'Informasi Media': the main photo and the form's extra slots. */
export function MediaSection(props: PhotoSlotsProps) {
  return (
    <Section title="Informasi Media">
      <PhotoSlots {...props} />
    </Section>
  );
}

/** 'Spesifikasi': one grid of the form's specification selects and fields. */
export function SpecSection({ children }: { readonly children: ReactNode }) {
  return (
    <Section title="Spesifikasi">
      <div className="product-grid">{children}</div>
    </Section>
  );
}
