import { z } from 'zod'
import { idSchema } from './ids'

/** Characters one set of instructions may hold (docs/product.md §7 "Knowledge, plan mode and cost"). */
export const MAX_KNOWLEDGE_CHARS = 10_000

/**
 * Where instructions apply: one project, or every project of one user.
 * A workspace level is a third value once workspaces exist.
 */
export const KNOWLEDGE_SCOPES = ['project', 'user'] as const
export type KnowledgeScope = (typeof KNOWLEDGE_SCOPES)[number]

/** PUT /knowledge/...: the whole text; empty clears it. */
export const saveKnowledgeBodySchema = z.object({
  content: z
    .string()
    .max(
      MAX_KNOWLEDGE_CHARS,
      `Instructions must be at most ${MAX_KNOWLEDGE_CHARS.toLocaleString('en-US')} characters.`
    ),
})
export type SaveKnowledgeBody = z.infer<typeof saveKnowledgeBodySchema>

export const knowledgeSchema = z.object({
  scope: z.enum(KNOWLEDGE_SCOPES),
  content: z.string(),
  /** 0 before the first save; each save adds 1. Versions record the revision they were built with. */
  revision: z.number().int().nonnegative(),
  updatedAt: z.string().nullable(),
})
export type Knowledge = z.infer<typeof knowledgeSchema>

export const projectKnowledgeParamsSchema = z.object({ projectId: idSchema })

/** The instruction revisions a version was built with (0: none saved then). */
export const knowledgeRevisionsSchema = z.object({
  project: z.number().int().nonnegative(),
  user: z.number().int().nonnegative(),
})
export type KnowledgeRevisions = z.infer<typeof knowledgeRevisionsSchema>
