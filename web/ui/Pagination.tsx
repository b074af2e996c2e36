import { Icon } from './Icon';
import './list.css';

/**
 * The page links around the current page: at most `size` of them (3 on the order-side lists; 4 on the
 * products list), kept inside 1..lastPage and centred on the current page where possible.
 */
export function pageWindow(page: number, lastPage: number, size: number): number[] {
  const last = Math.max(1, lastPage);
  const count = Math.max(1, Math.min(size, last));
  const current = Math.min(Math.max(1, page), last);
  const start = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export interface PaginationProps {
  readonly page: number;
  readonly lastPage: number;
  readonly onChange: (page: number) => void;
  /** How many page links are shown at once. */
  readonly window?: number;
  readonly disabled?: boolean;
}

export function Pagination({ page, lastPage, onChange, window: size = 3, disabled = false }: PaginationProps) {
  const last = Math.max(1, lastPage);
  const pages = pageWindow(page, last, size);
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= last) onChange(target);
  };
  return (
    <nav className="ui-pagination" aria-label="Halaman">
      <button
        type="button"
        className="ui-pagination__link"
        onClick={() => go(1)}
        disabled={disabled || page <= 1}
        aria-label="Halaman pertama"
      >
        «
      </button>
      <button
        type="button"
        className="ui-pagination__link"
        onClick={() => go(page - 1)}
        disabled={disabled || page <= 1}
        aria-label="Halaman sebelumnya"
      >
        <Icon name="chevronLeft" size={16} />
      </button>
      {pages.map((target) => (
        <button
          key={target}
          type="button"
          className={`ui-pagination__link${target === page ? ' ui-pagination__link--active' : ''}`}
          aria-current={target === page ? 'page' : undefined}
          aria-label={`Halaman ${target}`}
          onClick={() => go(target)}
          disabled={disabled}
        >
          {target}
        </button>
      ))}
      <button
        type="button"
        className="ui-pagination__link"
        onClick={() => go(page + 1)}
        disabled={disabled || page >= last}
        aria-label="Halaman berikutnya"
      >
        <Icon name="chevronRight" size={16} />
      </button>
      <button
        type="button"
        className="ui-pagination__link"
        onClick={() => go(last)}
        disabled={disabled || page >= last}
        aria-label="Halaman terakhir"
      >
        »
      </button>
    </nav>
  );
}
