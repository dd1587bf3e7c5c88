import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

// OWASP's scrypt recommendation (N=2^17, r=8, p=1). Stored as `scrypt$N=..,r=..,p=..$salt$hash` (base64url),
// so the parameters can be raised later and older hashes still verify with their own.
const CURRENT = { N: 2 ** 17, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const FORMAT = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/;

function derive(password: string, salt: Buffer, params: typeof CURRENT, length: number): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's 32 MiB default refuses N=2^17, so allow twice what is needed.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, CURRENT, KEY_BYTES);
  const { N, r, p } = CURRENT;
  return `scrypt$N=${N},r=${r},p=${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/** False for a wrong password and for anything not in our format; the comparison is constant-time. */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const match = FORMAT.exec(hash);
  if (!match) return false;
  const [, N, r, p, salt, key] = match;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  // Refuse parameters no hash of ours uses, so a tampered row cannot make us burn memory.
  if (params.N > 2 ** 20 || params.r > 32 || params.p > 16) return false;
  const expected = Buffer.from(key ?? "", "base64url");
  if (expected.length < 32) return false;
  const actual = await derive(password, Buffer.from(salt ?? "", "base64url"), params, expected.length);
  return timingSafeEqual(actual, expected);
}
