import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface DropdownProps {
  /** What the trigger button shows. */
  readonly trigger: ReactNode;
  /** The trigger's accessible name. */
  readonly label: string;
  /** The panel; gets a close function so a chosen item can close it. */
  readonly children: (close: () => void) => ReactNode;
  readonly align?: 'start' | 'end';
  readonly className?: string;
  readonly triggerClassName?: string;
  readonly panelClassName?: string;
  /** 'menu' (the panel is a Menu: focus moves into it) or 'panel' (free content the seller Tabs into). */
  readonly kind?: 'menu' | 'panel';
  readonly onOpenChange?: (open: boolean) => void;
}

const MENU_ITEM = '[role="menuitem"]:not([disabled])';

/**
 * A button that opens a floating panel. Outside clicks close it; Esc closes it and gives focus
 * back to the button; focus leaving it (Tab past the end) closes it. A menu opens with its first
 * item focused (ArrowUp on the button: its last), as the WAI-ARIA menu button pattern says.
 */
export function Dropdown({ trigger, label, children, align = 'end', className, triggerClassName, panelClassName, kind = 'menu', onOpenChange }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  // Closed by a choice inside it: focus goes back to the button, not to the page's start.
  const closeFromInside = () => {
    const inside = root.current?.contains(document.activeElement) ?? false;
    change(false);
    if (inside) button.current?.focus();
  };

  // The listeners stay for as long as the panel is open; closing reads the latest props.
  const close = useEffectEvent(() => change(false));
  const escape = useEffectEvent(() => {
    const inside = root.current?.contains(document.activeElement) ?? false;
    change(false);
    if (inside) button.current?.focus();
  });
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) close();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') escape();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // A menu takes focus once its items are drawn.
  useEffect(() => {
    if (!open || kind !== 'menu' || focusOnOpen === null) return;
    const items = [...(root.current?.querySelectorAll<HTMLElement>(MENU_ITEM) ?? [])];
    (focusOnOpen === 'last' ? items[items.length - 1] : items[0])?.focus();
    setFocusOnOpen(null);
  }, [open, kind, focusOnOpen]);

  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (kind !== 'menu' || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    setFocusOnOpen(event.key === 'ArrowUp' ? 'last' : 'first');
    if (!open) change(true);
  };

  return (
    <div
      className={`ui-dropdown${className ? ` ${className}` : ''}`}
      ref={root}
      onBlur={(event) => {
        // Focus went somewhere outside (Tab past the panel): the panel closes behind it.
        if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) change(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`ui-dropdown__trigger${triggerClassName ? ` ${triggerClassName}` : ''}`}
        aria-label={label}
        aria-haspopup={kind === 'menu' ? 'menu' : undefined}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onKeyDown={onTriggerKey}
        onClick={(event) => {
          // Enter and Space arrive as a click with no pointer (detail 0): the keyboard opens a menu at its first item.
          if (!open && kind === 'menu' && event.detail === 0) setFocusOnOpen('first');
          change(!open);
        }}
      >
        {trigger}
      </button>
      {open ? (
        <div id={panelId} className={`ui-dropdown__panel ui-dropdown__panel--${align}${panelClassName ? ` ${panelClassName}` : ''}`}>
          {children(closeFromInside)}
        </div>
      ) : null}
    </div>
  );
}
