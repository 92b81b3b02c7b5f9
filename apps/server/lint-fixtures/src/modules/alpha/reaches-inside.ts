import { betaRows } from '../beta/beta.service'

export const viaInnerFile = () => betaRows()
