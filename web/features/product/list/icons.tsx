import { Svg } from '@web/ui/Svg';

// Each glyph is one element for every row: a table of plain rows draws it once and copies it (web/ui/plainCells.ts).
const COPY = (
  <Svg size={16}>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </Svg>
);
const EYE = (
  <Svg size={16}>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);
const PENCIL = (
  <Svg size={16}>
    <path d="M17 3a2.8 2.8 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5z" />
  </Svg>
);
const TRASH = (
  <Svg size={16}>
    <path d="M3 6h18M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6M9 6V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2" />
  </Svg>
);
const BAN = (
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m4.9 4.9 14.2 14.2" />
  </>
);

/** The row action glyphs the shared icon set does not have. */
export const RowIcon = {
  copy: () => COPY,
  eye: () => EYE,
  pencil: () => PENCIL,
  trash: () => TRASH,
  ban: (label: string) => (
    <Svg size={18} label={label}>
      {BAN}
    </Svg>
  ),
};
