/**
 * The seeded accounts' password hashes (password-hash.ts form, salt "seed-<mobile>"), by
 * mobile: merchants and employees. Precomputed, so the seed stays synchronous and holds
 * no password; tests/mocks/passwords.test.ts checks each against its demo password.
 */
export const SEED_PASSWORD_HASHES: Record<string, string> = {
  "13800000000": "sha256$seed-13800000000$902364572169ee178487ef6fd1658cf937fae4de332bdcfb98f179f2688be5db",
  "13900000000": "sha256$seed-13900000000$4f87334e94653f14841b9295a565a5cdf238e21eb8eb9d5547e20825b71ad7ca",
  "13512340001": "sha256$seed-13512340001$0aa93121b0a23faf269cddbe2b5953a34961036e94abdb3122689c4ffc05eec5",
  "13512340002": "sha256$seed-13512340002$7ec7e46156f5ea66b5d7283d5fa9167f82c557c58d81ac560b99b08f72337649",
  "13512340004": "sha256$seed-13512340004$56fefb67b356bf6baea8433ac61f86816e59188b3852c2373a068c6a0156ac70",
  "13512340005": "sha256$seed-13512340005$af64491fa6878f501c6a3b773ea5ffa9f283259778fee4bb95b3de97d80454f5",
  "13712340001": "sha256$seed-13712340001$c6b30db62440f2633d18143d747f406416a435bf4d2d979353e2f238c4c34102",
  "15817263094": "sha256$seed-15817263094$8cd4cd53c956e83f3c5563fc3187dd3526d04fca3cb194321e5777a0fa7fff66",
  "18926041357": "sha256$seed-18926041357$2962c46bff5f1559e9bce9b0eff0b4b0b880d0485d2b1a547d8fac1784f60a64",
  "13760285149": "sha256$seed-13760285149$48fcce8bf0411feff7dfa512a1e5730bd7b338698d24dee84ed3bcd33e1de6ae",
  "15099318426": "sha256$seed-15099318426$f9082f2f249b1aaff4c65dd8cc5cecee13b66fb65a64dbc2a872144e7c7a32ac",
  "17727460913": "sha256$seed-17727460913$f64ad5ab4af7978e46d804619644d008a83f478508e7e86a538b8c625d893de0",
  "13288105736": "sha256$seed-13288105736$5973b5204e7026ff7d259b26060b57c868a3fb813f45d1619309bed5fcd744c5",
  "18620937481": "sha256$seed-18620937481$b3d16717bb64f66466cd594a7dbe22a15ed6452c3674ddcc334be5a7499d94c4",
  "15915682270": "sha256$seed-15915682270$101da55a05d5c1d85a84098db700789ce27ea7709033cfa46ed8a07d3dcd46cd",
  "13632770518": "sha256$seed-13632770518$e548a0256dc04d1202d740c9b6d6653db27c6a6a18de3df0d9c628b71b882b03",
};

/** The hash of a seeded account (an unknown mobile is a mistake in the seed). */
export function seededHash(mobile: string): string {
  const hash = SEED_PASSWORD_HASHES[mobile];
  if (!hash) throw new Error(`seed-passwords.ts: no hash for ${mobile}`);
  return hash;
}
