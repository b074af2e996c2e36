import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { Lane } from '../../lane';

/**
 * Passwords are stored as scrypt hashes (node:crypto) with a salt of their own:
 * 'scrypt$N$r$p$<salt base64>$<hash base64>'. The seeded accounts get a salt derived from their
 * e-mail, so the seed (and the seed version) stays the same from run to run; a password set at run
 * time gets a random salt.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function encode(salt: Buffer, hash: Buffer): string {
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/**
 * Every scrypt of the sandbox, one at a time: logins wait for each other, not the writes (many side
 * by side took the thread pool from the disk and the cores from the event loop).
 */
const scryptLane = new Lane();

export function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  return scryptLane.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r: R, p: P }, (error, hash) =>
          error ? reject(error) : resolve(encode(salt, hash)),
        );
      }),
  );
}

const seeded = new Map<string, string>();

/** The hash of a seeded account's password; computed once per process. */
export function seedPasswordHash(email: string, password: string): string {
  const key = `${email}\u0000${password}`;
  const known = seeded.get(key);
  if (known) return known;
  const salt = createHash('sha256').update(`penyedia-seed:${email.toLowerCase()}`).digest().subarray(0, 16);
  const hash = encode(salt, scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, { N, r: R, p: P }));
  seeded.set(key, hash);
  return hash;
}

// A hash to compare against when the e-mail is unknown, so both answers take as long.
const DECOY = seedPasswordHash('decoy@penyedia.invalid', 'decoy');

export function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? DECOY).split('$');
  const [scheme, n, r, p, saltText, hashText] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !saltText || !hashText) return Promise.resolve(false);
  const salt = Buffer.from(saltText, 'base64');
  const expected = Buffer.from(hashText, 'base64');
  return scryptLane.run(
    () =>
      new Promise((resolve) => {
        scrypt(
          password.normalize('NFC'),
          salt,
          expected.length,
          { N: Number(n), r: Number(r), p: Number(p) },
          (error, hash) => {
            resolve(!error && stored !== null && timingSafeEqual(hash, expected));
          },
        );
      }),
  );
}
