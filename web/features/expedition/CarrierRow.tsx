import type { Expedition } from '@core/expedition/schema';
import { cdnUrl } from '@web/app/config';
import { carrierStateLabel } from '@core/expedition/rules';

export interface CarrierRowProps {
  readonly carrier: Expedition;
  readonly busy: boolean;
  /** Another carrier's switch is being sent: the rows may reorder when it answers, so none takes a press now. */
  readonly locked: boolean;
  readonly onToggle: (carrier: Expedition) => void;
}

/** One carrier: logo, name and a switch reading 'Melayani' / 'Tidak'. */
export function CarrierRow({ carrier, busy, locked, onToggle }: CarrierRowProps) {
  const src = cdnUrl(carrier.image);
  const switchId = `carrier-${carrier.id}`;
  return (
    <li className={`carrier${carrier.isChecked ? ' carrier--on' : ''}`}>
      <div className="carrier__logo" aria-hidden="true">
        {src ? <img src={src} alt="" loading="lazy" /> : null}
      </div>
      <label className="carrier__name" htmlFor={switchId}>
        {carrier.name}
      </label>
      <span className="carrier__state">{carrierStateLabel(carrier.isChecked)}</span>
      <input
        id={switchId}
        className="carrier__switch"
        type="checkbox"
        role="switch"
        checked={carrier.isChecked}
        disabled={busy || locked}
        aria-busy={busy}
        onChange={() => onToggle(carrier)}
      />
    </li>
  );
}
