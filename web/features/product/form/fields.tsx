import { FieldMessage } from '@web/ui/FieldMessage';
import { useId, type TextareaHTMLAttributes } from 'react';
import type { Option } from '@core/product/options';
import { SafeHtml } from '@web/ui/SafeHtml';
import { Select } from '@web/ui/Select';

/** A labelled textarea in the TextField look (the description). */
function TextArea({ label, error, ...area }: TextareaHTMLAttributes<HTMLTextAreaElement> & { readonly label: string; readonly error?: string | null }) {
  const id = useId();
  return (
    <div className={`ui-field${error ? ' ui-field--invalid' : ''}`}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea {...area} id={id} className="ui-field__input" rows={area.rows ?? 4} />
      <FieldMessage error={error} />
    </div>
  );
}

/** The rich-text description: typed as HTML, shown beside as the buyer sees it (cleaned by DOMPurify). */
export function DescriptionField({ value, onChange }: { readonly value: string; readonly onChange: (value: string) => void }) {
  return (
    <div className="product-description">
      <TextArea label="Deskripsi" value={value} onChange={(e) => onChange(e.target.value)} />
      {/<[a-z][\s\S]*>/i.test(value) ? (
        <div aria-label="Pratinjau Deskripsi" role="region">
          <p className="ui-field__hint">Pratinjau</p>
          <SafeHtml className="product-description-preview" html={value} />
        </div>
      ) : null}
    </div>
  );
}

/** A select over one of core's option lists (values kept as text). */
export function OptionSelect<V extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder,
  disabled,
}: {
  readonly label: string;
  readonly options: readonly Option<V>[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder?: string;
  readonly disabled?: boolean;
}) {
  return (
    <Select
      label={label}
      value={value}
      placeholder={placeholder}
      disabled={disabled}
      options={options.map((o) => ({ value: String(o.value), label: o.label }))}
      onChange={onChange}
    />
  );
}

/** Decimal text with a dot ('0.200') to a number, null when empty or not a number. */
export function decimalOrNull(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}
