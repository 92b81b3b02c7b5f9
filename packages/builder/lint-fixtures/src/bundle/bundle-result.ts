export type BundleResult = { ok: boolean }
