import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

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
export function Dropdown({
  trigger,
  label,
  children,
  align = 'end',
  className,
  triggerClassName,
  panelClassName,
  kind = 'menu',
  onOpenChange,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  // Which menu item takes focus once the panel is drawn (keyboard opening), read by the panel's ref.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const triggerId = useId();

  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  // Closed by a choice inside it: focus goes back to the button, not to the page's start. The button is
  // found by its id, so the function the panel gets during render holds no ref.
  const closeFromInside = () => {
    const trigger = document.getElementById(triggerId);
    const inside = trigger?.parentElement?.contains(document.activeElement) ?? false;
    change(false);
    if (inside) trigger?.focus();
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

  const focusItem = (panel: HTMLElement, which: 'first' | 'last') => {
    const items = [...panel.querySelectorAll<HTMLElement>(MENU_ITEM)];
    (which === 'last' ? items[items.length - 1] : items[0])?.focus();
  };
  // A menu opened by the keyboard takes focus once its items are drawn (the panel's ref runs after them).
  const panelRef = useCallback((panel: HTMLDivElement | null) => {
    const which = focusOnOpen.current;
    if (!panel || which === null) return;
    focusOnOpen.current = null;
    focusItem(panel, which);
  }, []);

  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (kind !== 'menu' || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const which = event.key === 'ArrowUp' ? 'last' : 'first';
    const panel = open ? document.getElementById(panelId) : null;
    if (panel) focusItem(panel, which);
    else {
      focusOnOpen.current = which;
      change(true);
    }
  };

  return (
    <div
      className={`ui-dropdown${className ? ` ${className}` : ''}`}
      ref={root}
      onBlur={(event) => {
        // Focus went somewhere outside (Tab past the panel): the panel closes behind it.
        if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget))
          change(false);
      }}
    >
      <button
        ref={button}
        id={triggerId}
        type="button"
        className={`ui-dropdown__trigger${triggerClassName ? ` ${triggerClassName}` : ''}`}
        aria-label={label}
        aria-haspopup={kind === 'menu' ? 'menu' : undefined}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onKeyDown={onTriggerKey}
        onClick={(event) => {
          // Enter and Space arrive as a click with no pointer (detail 0): the keyboard opens a menu at its first item.
          if (!open && kind === 'menu' && event.detail === 0) focusOnOpen.current = 'first';
          change(!open);
        }}
      >
        {trigger}
      </button>
      {open ? (
        <div
          id={panelId}
          ref={panelRef}
          className={`ui-dropdown__panel ui-dropdown__panel--${align}${panelClassName ? ` ${panelClassName}` : ''}`}
        >
          {children(closeFromInside)}
        </div>
      ) : null}
    </div>
  );
}
