import type { SellerFlags } from './permissions';

/**
 * The must-update seller: the notice on shell load and the alert of a route the seller may not
 * open (the shell's route guard, web/app/shell/mustUpdate.ts, decides which).
 */

/**
 * The specification's dialog: confirming logs out, unless the seller is not blocked and active,
 * in which case it just closes; the 'Produk' deny button is offered only then.
 */
export function mustUpdateDialog(seller: SellerFlags): {
  readonly show: boolean;
  readonly confirmLogsOut: boolean;
  readonly offerProducts: boolean;
} {
  const mayStay = !seller.isBlocked && seller.inActive;
  return { show: seller.isMustUpdate, confirmLogsOut: !mayStay, offerProducts: seller.isMustUpdate && mayStay };
}

/**
 * What a must-update notice offers, in button order. The specification's choices stay (confirm,
 * and 'Produk' for an active seller that is not blocked); ours are the ways to what the notices
 * ask for: the notifications to read and the profile where the documents are updated, offered in
 * every must-update state, so every such seller is sent to complete the profile. A confirm that
 * logs out says so on its button.
 */
export type MustUpdateChoice = 'notifications' | 'profile' | 'products' | 'close' | 'logout';
/** The ways on, then the confirm. */
export type MustUpdateChoices = readonly [...MustUpdateChoice[], 'close' | 'logout'];

export const MUST_UPDATE_LABELS: Readonly<Record<MustUpdateChoice, string>> = {
  notifications: 'Baca Pemberitahuan',
  profile: 'Perbarui di Profile',
  products: 'Produk',
  close: 'OK',
  logout: 'OK, Keluar',
};

/** The notice on shell load. */
export function mustUpdateNoticeText(toRead: number): string {
  return `Anda memiliki ${toRead} pemberitahuan yang harus dibaca.`;
}

/** Said once the dialog's confirm has logged the seller out. */
export const MUST_UPDATE_LOGGED_OUT =
  'Anda telah keluar dari portal. Login kembali untuk membaca pemberitahuan dan memperbarui dokumen.';

/** The specification's 'Produk', for the seller it is offered to. */
const productsFor = (seller: SellerFlags): readonly MustUpdateChoice[] =>
  mustUpdateDialog(seller).offerProducts ? ['products'] : [];

/** The shell-load notice 'Anda memiliki N pemberitahuan yang harus dibaca.': the notifications, the profile, 'Produk' where offered, the confirm last. */
export function mustUpdateNoticeChoices(seller: SellerFlags): MustUpdateChoices {
  return [
    'notifications',
    'profile',
    ...productsFor(seller),
    mustUpdateDialog(seller).confirmLogsOut ? 'logout' : 'close',
  ];
}

/**
 * The alert of a route the must-update seller may not open (its title and text are the server's
 * alert, which points to the profile): the profile first, the notifications, 'Produk' where
 * offered; confirming logs out.
 */
export function mustUpdateRouteAlertChoices(seller: SellerFlags): MustUpdateChoices {
  return ['profile', 'notifications', ...productsFor(seller), 'logout'];
}
