import { betaRows } from '../beta'

export const viaPublicFile = () => betaRows()
