import { accountEndpoints as api } from '@core/api/endpoints/account';
import { userLogTypes, type UserLogEntry, type UserLogType } from '@core/userlog/schema';
import { fail, isReply, ok } from '../../reply';
import { inRange, parseDateRange } from './calendar';
import { pageOf } from './paging';
import { accountRoute, currentSeller, happenedAt, type UserLogRecord } from './state';

const typeLabels: Record<UserLogType, string> = {
  login: 'Login & Logout',
  profile: 'Profil',
  product: 'Produk',
  order: 'Pesanan',
  user: 'User Toko',
};

function toEntry(record: UserLogRecord, at: Date): UserLogEntry {
  const { id, type, activity, ip, userAgent, userId, userName } = record;
  return { id, type, activity, ip, userAgent, userId, userName, createdAt: at.toISOString() };
}

export const userLogRoutes = [
  accountRoute('userLog', api.userLog, (input, ctx) => {
    const seller = currentSeller(ctx);
    if (isReply(seller)) return seller;
    const range = parseDateRange(input.filter_date);
    if (range === 'invalid') return fail(400, 'filter_date tidak valid: gunakan yyyy/mm/dd_yyyy/mm/dd');
    const now = ctx.now();
    const rows = ctx.state.userLog
      .filter((e) => e.sellerId === seller.profile.id && (input.filter_type === 'all' || e.type === input.filter_type))
      .map((e) => ({ record: e, at: happenedAt(e, now) }))
      .filter(({ at }) => inRange(at, range))
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.record.id - a.record.id);
    const items = [{ name: 'Semua', value: 'all' }, ...userLogTypes.map((type) => ({ name: typeLabels[type], value: type }))];
    const page = pageOf(rows, input.page, input.limit, [{ name: 'type', items }]);
    return ok({ ...page, items: page.items.map(({ record, at }) => toEntry(record, at)) });
  }),
];
