import type { PasswordKdf } from "../api/password-hash";

/**
 * The demo's PBKDF2, remembering its verdicts (decision 0055): the tests' API's KDF (node.ts). Every test signs in to the same
 * seeded accounts after a reset, and each sign-in derives ~40 ms of PBKDF2: the ~800 sign-ins of
 * tests/api alone cost ~28 s of CPU more (decision 0055). The same password against the same
 * stored form answers as its first derivation did, and a hash just made matches its password;
 * any other pair is derived for real, so a wrong password still fails.
 */
export function rememberedKdf(kdf: PasswordKdf): PasswordKdf {
  const verdicts = new Map<string, Promise<boolean>>();
  const keyOf = (password: string, stored: string) => `${stored}\u0000${password}`;
  return {
    name: kdf.name,
    async hash(password, salt) {
      const stored = await kdf.hash(password, salt);
      // what a derivation would answer: the password just hashed matches its hash
      verdicts.set(keyOf(password, stored), Promise.resolve(true));
      return stored;
    },
    verify(password, stored) {
      const key = keyOf(password, stored);
      let verdict = verdicts.get(key);
      if (!verdict) verdicts.set(key, (verdict = kdf.verify(password, stored)));
      return verdict;
    },
    isCurrent: (stored) => kdf.isCurrent(stored),
  };
}
