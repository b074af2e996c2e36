import { Svg } from '@web/ui/Svg';
import './icons.css';

const BAN = (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m4.9 4.9 14.2 14.2" />
  </>
);

/** The row action glyphs the shared icon set does not have: the four actions' are classes of icons.css (a ui-glyph's --glyph). */
export const RowIcon = {
  copy: 'product-glyph--copy',
  eye: 'product-glyph--eye',
  pencil: 'product-glyph--pencil',
  trash: 'product-glyph--trash',
  ban: (label: string) => (
    <Svg size={18} label={label}>
      {BAN}
    </Svg>
  ),
} as const;
