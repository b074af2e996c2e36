import { FilterSelect, type FilterSelectProps } from './FilterPanel';

/**
 * The order-status filter of the orders, verification and passed-on lists (spec 002 §2.1, §2.2):
 * the options are the server's; '' is every status.
 */
export function OrderStatusFilter(props: Pick<FilterSelectProps, 'value' | 'options' | 'onChange'>) {
  return <FilterSelect label="Status Pesanan" placeholder="Filter Status Pesanan..." {...props} />;
}

/** The chosen status as the list calls take it (filter_status): '' or the status id. */
export function orderStatusField(status: string): { readonly filter_status: number | '' } {
  return { filter_status: status === '' ? '' : Number(status) };
}
