import { useState } from 'react';
import { PRODUCT_MESSAGES } from '@core/product/rules';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';

/** The layouts of the chooser (DESIGN.md decisions: 1 book, 3 goods, 4 service, 5 mass upload, 6 pre-catalogue). */
const LAYOUT_CHOICES = [
  { value: '1', label: 'Buku' },
  { value: '3', label: 'Barang' },
  { value: '4', label: 'Jasa' },
  { value: '5', label: 'Upload Masal' },
  { value: '6', label: 'Pra Katalog' },
] as const;

export interface LayoutChooserProps {
  readonly current: string;
  readonly onChoose: (layout: string) => void;
}

/** 'Pilih Layout Terlebih dahulu', the radio list and 'Cari Layout' (spec 001 §2.2). */
export function LayoutChooser({ current, onChoose }: LayoutChooserProps) {
  const [chosen, setChosen] = useState(current);
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Card title="Pilih Layout">
      <Alert tone="info">Pilih Layout Terlebih dahulu</Alert>
      <form
        className="product-layouts"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen === '') {
            setWarning(PRODUCT_MESSAGES.chooseLayout);
            return;
          }
          setWarning(null);
          setBusy(true);
          // The spinner shows the switch; the sub-form is drawn on the next frame.
          window.setTimeout(() => {
            setBusy(false);
            onChoose(chosen);
          }, 150);
        }}
      >
        <div role="radiogroup" aria-label="Layout" className="product-layouts__list">
          {LAYOUT_CHOICES.map((choice) => (
            <label key={choice.value} className={`product-layouts__item${chosen === choice.value ? ' is-checked' : ''}`}>
              <input type="radio" name="layout" value={choice.value} checked={chosen === choice.value} onChange={() => setChosen(choice.value)} />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
        {warning ? <Alert tone="warning">{warning}</Alert> : null}
        <Button type="submit" busy={busy}>
          Cari Layout
        </Button>
      </form>
    </Card>
  );
}
