// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_FIELD_LABELS } from '@core/product/labels';
import { PRODUCT_CODE_MAX_LENGTH, PRODUCT_MESSAGES, PRODUCT_NAME_MAX_LENGTH } from '@core/product/rules';
import { dimensionFields, FieldGrid, type GridFields } from '@web/features/product/form/FieldGrid';
import { VocabularyContext, type FormChoices } from '@web/features/product/form/fields';
import { formLabels, type FieldLabels } from '@web/features/product/form/labels';
import { TaxSimulations } from '@web/features/product/form/TaxSimulation';
import { WholesaleTiers } from '@web/features/product/form/WholesaleTiers';
import { emptyValues, type ProductValues } from '@core/product/values';

afterEach(cleanup);

/** The fields as the shell holds them: one form, the form's words and lists around them. */
function Form({
  labels,
  choices = {},
  children,
}: {
  readonly labels?: FieldLabels;
  readonly choices?: FormChoices;
  readonly children: ReactNode;
}) {
  const form = useForm<ProductValues>({ defaultValues: emptyValues() });
  return (
    <FormProvider {...form}>
      <VocabularyContext value={{ kind: 'goods', labels: formLabels(labels), choices }}>{children}</VocabularyContext>
    </FormProvider>
  );
}

const input = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('the product forms’ field grid', () => {
  it("draws each named field with core's label, its input and its limits, in the order given", () => {
    const fields: GridFields = {
      name: {},
      code: {},
      price: { hint: PRODUCT_MESSAGES.priceUnderMin },
      stock: {},
      ...dimensionFields(PRODUCT_MESSAGES.weightHint),
    };
    render(
      <Form>
        <FieldGrid fields={fields} />
      </Form>,
    );
    const labels = [...document.querySelectorAll('label')].map((label) => label.textContent?.trim());
    expect(labels).toEqual([
      PRODUCT_FIELD_LABELS.name,
      PRODUCT_FIELD_LABELS.code,
      PRODUCT_FIELD_LABELS.price,
      PRODUCT_FIELD_LABELS.stock,
      'Berat (kg)',
      'Panjang (cm)',
      'Lebar (cm)',
      'Tinggi (cm)',
    ]);
    expect(screen.getByText(`0/${PRODUCT_NAME_MAX_LENGTH} karakter`)).toBeTruthy();
    expect(screen.getByText(`0/${PRODUCT_CODE_MAX_LENGTH} karakter`)).toBeTruthy();
    expect(screen.getByText(PRODUCT_MESSAGES.priceUnderMin)).toBeTruthy();
    expect(screen.getByText(PRODUCT_MESSAGES.weightHint)).toBeTruthy();
    // Weight holds the spec's default 0.2 with the Indonesian comma.
    expect(input('Berat (kg)').value).toBe('0,2');
  });

  it("says so of a name past 255 characters instead of cutting it: 'Nama Produk maksimal 255 karakter'", async () => {
    render(
      <Form>
        <FieldGrid fields={{ name: {} }} />
      </Form>,
    );
    const name = input('Nama Produk');
    // Pasted, as a 10,000-character name would be: nothing is cut.
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(10_000));
    expect(name.value).toHaveLength(10_000);
    expect(name.maxLength).toBe(-1);
    expect(screen.getByRole('alert').textContent).toBe('Nama Produk maksimal 255 karakter');
  });

  it("forces a typed minus sign away, in the field's own words: stock to 0, a minimum purchase to 1", async () => {
    render(
      <Form>
        <FieldGrid fields={{ stock: {}, price: {} }} />
        <WholesaleTiers base="wholesale" />
      </Form>,
    );
    await userEvent.type(input('Stok'), '-');
    expect(input('Stok').value).toBe('0');
    expect(screen.getByText('Stok tidak boleh kurang dari 0')).toBeTruthy();
    await userEvent.type(input('Harga Satuan'), '-');
    expect(input('Harga Satuan').value).toBe('0');
    expect(screen.getByText('Harga Tidak Boleh Kurang dari 0')).toBeTruthy();
    await userEvent.type(input('Grosir Min 1'), '-');
    expect(input('Grosir Min 1').value).toBe('1');
    expect(screen.getByText('Pembelian Minimum tidak boleh kurang dari 1')).toBeTruthy();
    expect(screen.queryByText('Angka tidak boleh kurang dari 0')).toBeNull();
  });

  it("uses the form's own words and lists, read-only where the form says so, and the form's own element where it draws one", () => {
    render(
      <Form
        labels={{ name: 'Judul Buku', brandId: 'Penerbit' }}
        choices={{ brandId: [{ value: 7, label: 'Erlangga' }] }}
      >
        <FieldGrid
          fields={{ name: { readOnly: true }, brandId: { placeholder: 'Pilih Penerbit' }, seo: <p>slug sendiri</p> }}
        />
      </Form>,
    );
    expect(input('Judul Buku').readOnly).toBe(true);
    const publisher = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Penerbit' });
    expect([...publisher.options].map((o) => o.textContent)).toEqual(['Pilih Penerbit', 'Erlangga']);
    expect(screen.getByText('slug sendiri')).toBeTruthy();
  });

  it('names the tax simulations after the prices they simulate', () => {
    render(
      <Form labels={{ price: 'Harga Normal' }}>
        <TaxSimulations price="price" />
      </Form>,
    );
    expect(screen.getByRole('region', { name: 'Simulasi Pajak Harga Normal' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Simulasi Pajak Harga Nego' })).toBeTruthy();
  });
});
