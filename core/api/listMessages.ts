/** What a seller list call answers for a sort or filter it does not know. */
export const listSortMessages = {
  unknownFormat: (sort: string) => `Format urutan tidak dikenal: ${sort}`,
  unknownColumn: (key: string) => `Kolom urutan tidak dikenal: ${key}`,
  notSortable: (key: string) => `Kolom tidak dapat diurutkan: ${key}`,
  unknownFilter: (name: string, value: string | number) => `${name} tidak dikenal: ${value}`,
} as const;
