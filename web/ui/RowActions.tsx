import { use } from 'react';
import { usePhoneLayout } from './breakpoints';
import { Dropdown } from './Dropdown';
import { Menu, MenuItem } from './Menu';
import { Svg } from './Svg';
import { TableCellsContext } from './tableLayout';
import './list.css';
import './svg.css';

interface RowAction {
  /** What the action is called where it is shown as a word ('Hapus'). */
  readonly text: string;
  /** The accessible name of the icon button on wide screens ('Hapus Buku IPA'). */
  readonly label: string;
  /**
   * The class that draws the action's glyph: a `--glyph` of the feature's stylesheet, drawn by
   * svg.css's .ui-glyph on the button itself (no element of its own on each of a list's rows).
   */
  readonly glyph: string;
  readonly onSelect: () => void;
  readonly tone?: 'default' | 'danger';
}

export interface RowActionsProps {
  /** The menu's name on a phone, e.g. 'Aksi Buku IPA'. */
  readonly label: string;
  readonly actions: readonly RowAction[];
}

/**
 * A row's actions: icon buttons side by side on wide screens; one 'Aksi' menu on a phone, where
 * the row is a card and four small buttons would be too small to press. Inside a DataTable the
 * table tells which (one media query for all its rows); elsewhere the actions ask themselves.
 */
export function RowActions(props: RowActionsProps) {
  const table = use(TableCellsContext);
  return table === null ? <OwnLayoutRowActions {...props} /> : <LaidOutRowActions {...props} phone={table.phone} />;
}

function OwnLayoutRowActions(props: RowActionsProps) {
  return <LaidOutRowActions {...props} phone={usePhoneLayout()} />;
}

function LaidOutRowActions({ label, actions, phone }: RowActionsProps & { readonly phone: boolean }) {
  if (phone) {
    return (
      <Dropdown
        label={label}
        className="ui-row-actions ui-row-actions--menu"
        triggerClassName="ui-row-actions__trigger"
        trigger={
          <>
            <Svg size={18}>
              <circle cx="12" cy="5" r="1" />
              <circle cx="12" cy="12" r="1" />
              <circle cx="12" cy="19" r="1" />
            </Svg>
            <span>Aksi</span>
          </>
        }
      >
        {(close) => (
          <Menu label={label}>
            {actions.map((action) => (
              <MenuItem
                key={action.text}
                glyph={<span className={`ui-glyph ${action.glyph}`} aria-hidden="true" />}
                tone={action.tone}
                onSelect={() => {
                  close();
                  action.onSelect();
                }}
              >
                {action.text}
              </MenuItem>
            ))}
          </Menu>
        )}
      </Dropdown>
    );
  }
  return <WideRowActions label={label} actions={actions} />;
}

/** The actions on a wide screen: icon buttons, each glyph drawn by CSS on the button itself. */
function WideRowActions({ label, actions }: RowActionsProps) {
  return (
    <div className="ui-row-actions" role="group" aria-label={label}>
      {actions.map((action) => (
        <button
          key={action.text}
          type="button"
          className={`ui-row-actions__button ui-glyph ${action.glyph}${action.tone === 'danger' ? ' is-danger' : ''}`}
          aria-label={action.label}
          title={action.text}
          onClick={action.onSelect}
        />
      ))}
    </div>
  );
}
