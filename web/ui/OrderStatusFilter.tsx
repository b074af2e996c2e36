import { FilterSelect, type FilterSelectProps } from './FilterPanel';

/**
 * The order-status filter of the orders, verification and passed-on lists:
 * the options are the server's; '' is every status.
 */
export function OrderStatusFilter(props: Pick<FilterSelectProps, 'value' | 'options' | 'onChange'>) {
  return <FilterSelect label="Status Pesanan" placeholder="Filter Status Pesanan..." {...props} />;
}
