import { z } from 'zod'

/** A record id in a path, body or query (a trimmed string of 1 to 64). */
export const idSchema = z.string().trim().min(1).max(64)
