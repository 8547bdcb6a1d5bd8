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
  "13512340003": "sha256$seed-13512340003$b997744839226fb5936a345d9090328f2d42078666c2dbe35297f41db755381f",
  "13512340004": "sha256$seed-13512340004$56fefb67b356bf6baea8433ac61f86816e59188b3852c2373a068c6a0156ac70",
  "13512340005": "sha256$seed-13512340005$af64491fa6878f501c6a3b773ea5ffa9f283259778fee4bb95b3de97d80454f5",
  "13512340006": "sha256$seed-13512340006$81420f481029d6e7647c0ee903a833056c8d9c74a85aa59bb37219910b2a0aaf",
  "13512340007": "sha256$seed-13512340007$020162ff8807b0a3256014d7c1c96c825b2ed86bde1c6b85da4ea060919dcb3b",
  "13512340008": "sha256$seed-13512340008$c3fc7a2727d3b8e1c5367ac1f07c1edbcb58c468ff2928448c7f6ccc8b74b3db",
  "13512340009": "sha256$seed-13512340009$8e6854a87986709bebab493a98f0d1019916749dfec4f08219afae42e0202be2",
  "13512340010": "sha256$seed-13512340010$4484df28af5f56546725b789f447dfcb154817a831daeb1cae3c05c04846563a",
  "13512340011": "sha256$seed-13512340011$1aab5c2c9288ca89e41f2f6a4b664aa45b88c8bf0bf45c77c9524be85f0d3387",
  "13512340012": "sha256$seed-13512340012$fa0bec3ae38587f91ff1752c6fadc3dd3da4891b80f2d39d04be020c61f8a996",
  "13712340001": "sha256$seed-13712340001$c6b30db62440f2633d18143d747f406416a435bf4d2d979353e2f238c4c34102",
  "13712340002": "sha256$seed-13712340002$4de2e49fe0db8441b2b65cbf18ea32152ea9378588d94a23c3a1ad61ac6630a6",
};

/** The hash of a seeded account (an unknown mobile is a mistake in the seed). */
export function seededHash(mobile: string): string {
  const hash = SEED_PASSWORD_HASHES[mobile];
  if (!hash) throw new Error(`seed-passwords.ts: no hash for ${mobile}`);
  return hash;
}
