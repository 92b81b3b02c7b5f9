import { randomUUID } from 'node:crypto'

/** Primary keys are text UUIDs so bad ids in URLs never cause cast errors. */
export const newId = () => randomUUID()
