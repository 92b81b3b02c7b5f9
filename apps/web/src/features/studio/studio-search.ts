import { z } from 'zod'

export const STUDIO_VIEWS = ['preview', 'workspace'] as const
export const STUDIO_TABS = [
  'overview',
  'code',
  'data_schema',
  'data_content',
  'task_summary',
  'integrations',
  'settings',
] as const

export type StudioView = (typeof STUDIO_VIEWS)[number]
export type StudioTab = (typeof STUDIO_TABS)[number]

/** Router search parsing turns `?taskId=123` into a number: keep it a string. */
const optionalString = z
  .preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string().optional()
  )
  .catch(undefined)

/** Search params of /build-studio (SPEC §2). */
export const studioSearchSchema = z.object({
  taskId: optionalString,
  projectId: optionalString,
  prompt: optionalString,
  view: z.enum(STUDIO_VIEWS).default('preview').catch('preview'),
  tab: z
    .preprocess(
      (value) => (value === 'meta_info' ? 'overview' : value),
      z.enum(STUDIO_TABS)
    )
    .default('overview')
    .catch('overview'),
  preselectedMcpIds: optionalString,
  preselectedApiIds: optionalString,
  isNewProject: z
    .unknown()
    .transform((value) => value === true || value === 'true')
    .optional(),
})

export type StudioSearch = z.infer<typeof studioSearchSchema>

/** Defaults are left out of the URL. */
export const studioSearchDefaults = {
  view: 'preview',
  tab: 'overview',
  isNewProject: false,
} as const satisfies Partial<StudioSearch>
