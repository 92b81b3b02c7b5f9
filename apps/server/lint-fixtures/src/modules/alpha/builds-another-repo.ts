import { createGammaRepo } from '../gamma'

export const viaAnotherRepo = () => createGammaRepo().rows()
