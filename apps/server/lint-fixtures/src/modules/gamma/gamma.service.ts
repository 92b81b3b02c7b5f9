import { createGammaRepo } from './gamma.repo'

export const createGammaService = () => {
  const repo = createGammaRepo()
  return { rows: () => repo.rows() }
}
