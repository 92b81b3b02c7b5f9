import { deltaRows } from '../delta'

export const viaPassedOnRepo = () => deltaRows()
