import { useState } from 'react';
import { LAYOUT_OPTIONS } from '@core/product/options';
import { PRODUCT_MESSAGES } from '@core/product/rules';
import { Alert } from '@web/ui/Alert';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';

export interface LayoutChooserProps {
  readonly current: string;
  readonly onChoose: (layout: string) => void;
}

/** 'Pilih Layout Terlebih dahulu', the radio list and 'Cari Layout'. */
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
          {LAYOUT_OPTIONS.map(({ value, label }) => {
            // The layout travels as text: the query parameter ?layout= holds it.
            const layout = String(value);
            return (
              <label key={layout} className={`product-layouts__item${chosen === layout ? ' is-checked' : ''}`}>
                <input
                  type="radio"
                  name="layout"
                  value={layout}
                  checked={chosen === layout}
                  onChange={() => setChosen(layout)}
                />
                <span>{label}</span>
              </label>
            );
          })}
        </div>
        {warning ? <Alert tone="warning">{warning}</Alert> : null}
        <Button type="submit" busy={busy}>
          Cari Layout
        </Button>
      </form>
    </Card>
  );
}
