import { betaRows } from '../beta/beta.repo'

export const viaInnerFile = () => betaRows()
