import type { DataProvider } from "@refinedev/core";

/**
 * refine's "rest" data provider as the signed-in shell registers it: each call loads the real
 * one (rest-provider.ts: @refinedev/simple-rest with axios, ~26 KiB gzip) on first use, so the
 * screens of the provider API's resources never download it (issue 12's size budgets caught
 * it on every signed-in route).
 */
export const REST_PROVIDER = "rest";

/** What screens put in `meta` for a REST resource. */
export interface RestMeta {
  url: string;
  id: string;
}

const real = () => import("./rest-provider").then((m) => m.restDataProvider);

// the methods the real provider has (refine asks which exist: getMany, deleteMany… fall back)
export const restDataProvider: DataProvider = {
  getApiUrl: () => "",
  getList: async (params) => (await real()).getList(params),
  getOne: async (params) => (await real()).getOne(params),
  create: async (params) => (await real()).create(params),
  update: async (params) => (await real()).update(params),
  deleteOne: async (params) => (await real()).deleteOne(params),
  custom: async (params) => {
    const provider = await real();
    if (!provider.custom) throw new Error("the REST provider has no custom calls");
    return provider.custom(params);
  },
};
