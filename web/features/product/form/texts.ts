/** What the product forms' shell says around a draft, a leave and a cancel (the rules' messages live in core). */
export const FORM_TEXTS = {
  draftTitle: 'Lanjutkan perubahan yang belum disimpan?',
  draftChanged: 'Isian yang berubah:',
  draftContinue: 'Lanjutkan',
  draftDiscard: 'Batal',
  leaveTitle: 'Tinggalkan halaman ini?',
  leaveText:
    'Perubahan belum disimpan. Isian (tanpa foto) tetap tersimpan sebagai draf di browser ini dan ditawarkan lagi saat Anda kembali.',
  leaveConfirm: 'Ya, Tinggalkan',
  leaveStay: 'Tetap di Sini',
  cancelTitle: 'Apakah anda yakin?',
  cancelText: 'Perubahan yang belum disimpan akan dibuang.',
} as const;

/** The goods and service forms first ask the seller to take full responsibility (Setuju / Batal). */
export const UPLOAD_CONFIRM = {
  title: 'Apakah anda yakin?',
  text: 'Penyedia bertanggung jawab penuh atas produk yang diupload.',
  confirmLabel: 'Setuju',
  cancelLabel: 'Batal',
} as const;
