import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';

export interface DropdownProps {
  /** What the trigger button shows. */
  readonly trigger: ReactNode;
  /** The trigger's accessible name. */
  readonly label: string;
  /** The panel; gets a close function so a chosen item can close it. */
  readonly children: (close: () => void) => ReactNode;
  readonly align?: 'start' | 'end';
  readonly className?: string;
  readonly panelClassName?: string;
  readonly onOpenChange?: (open: boolean) => void;
}

/** A button that opens a floating panel; outside clicks and Esc close it. */
export function Dropdown({ trigger, label, children, align = 'end', className, panelClassName, onOpenChange }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };

  // The listeners stay for as long as the panel is open; closing reads the latest props.
  const close = useEffectEvent(() => change(false));
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={`ui-dropdown${className ? ` ${className}` : ''}`} ref={root}>
      <button
        type="button"
        className="ui-dropdown__trigger"
        aria-label={label}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => change(!open)}
      >
        {trigger}
      </button>
      {open ? (
        <div id={panelId} className={`ui-dropdown__panel ui-dropdown__panel--${align}${panelClassName ? ` ${panelClassName}` : ''}`}>
          {children(() => change(false))}
        </div>
      ) : null}
    </div>
  );
}
