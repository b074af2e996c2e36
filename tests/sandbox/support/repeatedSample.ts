// A sample for tests/sandbox/oneRuleBook.test.ts: what the checks must find.
export const sample = [
  'Komplain Tidak Boleh Kosong',
  'Error: Komplain Tidak Boleh Kosong!',
  'Sesuatu yang lain sama sekali',
];
export const isNew = (order: { statusId: number }) => order.statusId !== 1;
export const isClosed = (order: { statusId: number }) => [1, 5, 6].includes(order.statusId);
