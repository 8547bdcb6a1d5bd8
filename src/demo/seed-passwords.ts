/**
 * The seeded accounts' password hashes (password-hash.ts: PBKDF2 at PBKDF2_ITERATIONS, salt
 * "seed-<mobile>"), by mobile: merchants and employees. Precomputed, so seeding costs no key
 * derivation (the seed runs at every test's reset and the demo's start) and holds no password;
 * tests/api/passwords.test.ts checks each against its demo password. On the server the first
 * sign-in of each re-hashes it with scrypt.
 */
export const SEED_PASSWORD_HASHES: Record<string, string> = {
  "13800000000": "pbkdf2$100000$seed-13800000000$3429f0f5f201bce0ef5d3f39d5db5611acc59917d6edfd1e465a116337114e56",
  "13900000000": "pbkdf2$100000$seed-13900000000$8350a6c8a87ccde4ceb3516fb5b7734e3208d934d02675de6fc9e35aa2404ee2",
  "13512340001": "pbkdf2$100000$seed-13512340001$c5f65a33e888fd80007fc0109d44a5e2bda57c38a45de883c4edc21b113f4b2e",
  "13512340002": "pbkdf2$100000$seed-13512340002$7b2b8e354a9080a2e656348e9ad864760dead2b439aa4dd0aad7c6f4bb64eb38",
  "13512340004": "pbkdf2$100000$seed-13512340004$104338d048b75b1b1046722b9d9001d13c89942c573339734e41b1a21ef46c54",
  "13512340005": "pbkdf2$100000$seed-13512340005$86180dee4b13854ffd47b78ba863463829fc78be78e600221bcd1472d6ea3147",
  "13712340001": "pbkdf2$100000$seed-13712340001$b4a620d272f9011de08dcfda31717bbb31d33afd61c6ada6f282313b3894adc0",
  "15817263094": "pbkdf2$100000$seed-15817263094$5437fee54dbb6ee29c6e14b7c77ad8d19ee82650f93c97738b9314220f98edbb",
  "18926041357": "pbkdf2$100000$seed-18926041357$802be52bfd7e8984931b87a0fedfafca728eccbc3d95febbd811c3c082f2473a",
  "13760285149": "pbkdf2$100000$seed-13760285149$fd3ca876caa7247884370fa1d77796f4ad2c0ce02e290bcc0a274db5532e7663",
  "15099318426": "pbkdf2$100000$seed-15099318426$b68d66e602145582f14282a275b7dadf1f817b935d85a1c0c5ac06f05de8855f",
  "17727460913": "pbkdf2$100000$seed-17727460913$6ecbdfd66d7ca8a196af31840bb8e016c4c7d647edb75d9b206a5e7905a49032",
  "13288105736": "pbkdf2$100000$seed-13288105736$69945cf2813b9a3e2abadec8775a6bacaab50571b57f34c368faff040bdfdf26",
  "18620937481": "pbkdf2$100000$seed-18620937481$813c4fcf42495c01c58d627e8e21725afc93fe435cd1a1271cf0aa245d8dae2b",
  "15915682270": "pbkdf2$100000$seed-15915682270$2c7cfa424022bd42095d7477a1d7b90f0cbb102414ee8ae901f3d1e5b243a21c",
  "13632770518": "pbkdf2$100000$seed-13632770518$fd34d6793c70e6748dd3392351b68099d800c2ecc7cb1aea608f12392d91544b",
};

/** The hash of a seeded account (an unknown mobile is a mistake in the seed). */
export function seededHash(mobile: string): string {
  const hash = SEED_PASSWORD_HASHES[mobile];
  if (!hash) throw new Error(`seed-passwords.ts: no hash for ${mobile}`);
  return hash;
}
