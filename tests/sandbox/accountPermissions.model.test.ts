import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_OFFERS, sellerOffers } from '@core/account/offers';
import { callStanding, refusalOf, sellerMay, type CallName, type SellerFlags } from '@core/account/permissions';
import { fillPath } from '@core/api/endpoint';
import { endpointList } from '@core/api/endpoints';
import type { AccountState } from '@cli/sandbox/areas/account/state';
import { pngUpload } from '../support/uploads';
import { seededTemplate, startSandbox, type RunningSandbox, type SeededTemplate } from '../support/sandbox';

/*
 * The seller's permissions as a model: for every seller state (the 16 combinations of blocked,
 * temporarily blocked, must-update and active), the set of calls the server lets through equals
 * the set core's rule allows, the rule the portal's screens offer their actions from, and the
 * screens' offers (core's table of each offer's call) are exactly the calls it accepted. Each state
 * runs on its own sandbox, the demo seller set to that state in its data folder before the start.
 */

const FLAGS = ['isMustUpdate', 'inActive', 'isBlocked', 'isBlockedTemporary'] as const;
const STATES: SellerFlags[] = Array.from({ length: 16 }, (_, bits) => ({
  isMustUpdate: (bits & 1) !== 0,
  inActive: (bits & 2) !== 0,
  isBlocked: (bits & 4) !== 0,
  isBlockedTemporary: (bits & 8) !== 0,
}));
const describeState = (flags: SellerFlags) => FLAGS.map((flag) => `${flag}=${String(flags[flag])}`).join(' ');

/** Every call that needs a session; the two that end it go last. */
const SESSION_CALLS = endpointList
  .filter(([name]) => callStanding(name as CallName) !== 'guest')
  .sort(([a], [b]) => Number(a.startsWith('logout')) - Number(b.startsWith('logout')));

let template: SeededTemplate;
beforeAll(async () => {
  template = await seededTemplate();
});
afterAll(() => template.remove());

/** A sandbox whose demo seller is in `flags`, from a copy of the template's data folder. */
async function sandboxWith(flags: SellerFlags): Promise<{ running: RunningSandbox; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'penyedia-permissions-'));
  cpSync(template.dataDir, dir, { recursive: true });
  const file = join(dir, 'state', 'account.json');
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { seedVersion: string; state: AccountState };
  const demo = stored.state.sellers.find((s) => s.profile.id === 1001);
  if (!demo) throw new Error('the demo seller is seeded');
  Object.assign(demo.profile, flags);
  writeFileSync(file, JSON.stringify(stored));
  return { running: await startSandbox({ dataDir: dir, reset: false }), dir };
}

/** Whether the server refused the call for the seller's state (403 with the rule's reason), before anything else. */
async function refusedForState(
  running: RunningSandbox,
  name: string,
  flags: SellerFlags,
  body: BodyInit | null,
): Promise<boolean> {
  const def = endpointList.find(([n]) => n === name)?.[1];
  if (!def) throw new Error(`no call ${name}`);
  const root = def.base === 'chat' ? running.chatApiRoot : running.apiRoot;
  const params = Object.fromEntries([...def.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1] ?? '', '1']));
  const res = await fetch(`${root}/${fillPath(def.path, params)}`, {
    method: def.method,
    headers: { Authorization: template.token },
    ...(def.method === 'GET' || body === null ? {} : { body }),
  });
  expect(res.status, `${name} answered without a session`).not.toBe(401);
  const answer = (await res.json()) as { status?: { code: number; message: string } };
  return res.status === 403 && answer.status?.message === refusalOf(flags);
}

describe('seller permissions (model: every state, every call)', () => {
  it.each(STATES.map((flags) => [describeState(flags), flags] as const))(
    '%s: the server accepts exactly the calls the rule allows',
    async (_, flags) => {
      const { running, dir } = await sandboxWith(flags);
      try {
        const accepted: string[] = [];
        for (const [name] of SESSION_CALLS)
          if (!(await refusedForState(running, name, flags, '{}'))) accepted.push(name);
        const allowed = SESSION_CALLS.map(([name]) => name).filter((name) => sellerMay(flags, name as CallName));
        expect(accepted).toEqual(allowed);

        // The one call with actions of different standings: judged once its action is read.
        const uploads = ['legalitas_npwp_mall', 'legalitas_siup_mall', 'gambar_logo', 'gambar_header'];
        const acceptedUploads: string[] = [];
        for (const action of uploads) {
          const form = new FormData();
          form.append('action', action);
          form.append('mall_id', '1001');
          form.append(
            action.startsWith('legalitas') ? 'npwp' : action === 'gambar_logo' ? 'logo_mall' : 'header_mall',
            pngUpload('gambar.png'),
          );
          if (!(await refusedForState(running, 'uploadProfileFile', flags, form))) acceptedUploads.push(action);
        }
        expect(acceptedUploads).toEqual(uploads.filter((action) => sellerMay(flags, 'uploadProfileFile', action)));

        // What the screens offer (tests/web/components/screenOffers.test.tsx draws them) is what the server accepted.
        const acceptedOffers = Object.entries(SCREEN_OFFERS)
          .filter(([, offer]: [string, { call: string; action?: string }]) =>
            offer.action === undefined ? accepted.includes(offer.call) : acceptedUploads.includes(offer.action),
          )
          .map(([name]) => name);
        expect(acceptedOffers.sort()).toEqual([...sellerOffers(flags)].sort());
      } finally {
        await running.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('the rule: reads and the documents the notices ask for stay open; a blocked seller changes no store data, nor sells', () => {
    const blocked = { isMustUpdate: true, inActive: false, isBlocked: true, isBlockedTemporary: false };
    expect(sellerMay(blocked, 'profile')).toBe(true);
    expect(sellerMay(blocked, 'notifications')).toBe(true);
    expect(sellerMay(blocked, 'uploadProfileFile', 'legalitas_npwp_mall')).toBe(true);
    for (const call of ['addProduct', 'addStoreUser', 'updateProfile', 'updateAddress', 'confirmOrder'] as const)
      expect(sellerMay(blocked, call)).toBe(false);
    expect(sellerMay(blocked, 'uploadProfileFile', 'gambar_logo')).toBe(false);
    const notMustUpdate = { ...blocked, isMustUpdate: false };
    expect(sellerMay(notMustUpdate, 'confirmOrder')).toBe(true);
    expect(sellerMay(notMustUpdate, 'addProduct')).toBe(false);
    expect(sellerMay(notMustUpdate, 'updateProfile')).toBe(false);
  });
});
