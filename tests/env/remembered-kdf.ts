import { pbkdf2Kdf, setPasswordKdf, type PasswordKdf } from "../../src/api/password-hash";

/**
 * The demo's PBKDF2, remembering its verdicts (decision 0055). Every test signs in to the same
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

// one for the worker: its files share the modules (decision 0012), and so the verdicts
const remembered = rememberedKdf(pbkdf2Kdf());

/** Installs the demo's KDF, remembered (tests/setup.ts: each file starts with it). */
export function installRememberedKdf(): void {
  setPasswordKdf(remembered);
}
