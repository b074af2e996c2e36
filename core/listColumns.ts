/**
 * The columns several seller lists share (orders, billing, payments, negotiations,
 * complaints), as the server names them: its header and its row field.
 */
export const SHARED_COLUMNS = {
  no: { name: 'No', value: 'no' },
  invoice: { name: 'Invoice', value: 'invoice' },
  customerName: { name: 'Nama Customer', value: 'customerName' },
  schoolName: { name: 'Nama Sekolah', value: 'schoolName' },
} as const;
