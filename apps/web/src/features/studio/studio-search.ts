import { enumWithDefault, optionalText } from '@/lib/search/search-fields'
import * as z from 'zod/mini'

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

/** The old tab name meta_info is the overview tab. */
const studioTab = z._default(
  z.pipe(
    z.transform((value: unknown) =>
      value === 'meta_info' ? 'overview' : value
    ),
    enumWithDefault(STUDIO_TABS, 'overview')
  ),
  'overview'
)

/** Search params of /build-studio (SPEC §2). */
export const studioSearchSchema = z.object({
  taskId: optionalText(),
  projectId: optionalText(),
  prompt: optionalText(),
  view: enumWithDefault(STUDIO_VIEWS, 'preview'),
  tab: studioTab,
  preselectedMcpIds: optionalText(),
  preselectedApiIds: optionalText(),
  /** True only for the string 'true' or the boolean true. */
  isNewProject: z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => value === true || value === 'true')
    )
  ),
})

export type StudioSearch = z.infer<typeof studioSearchSchema>

/** Defaults are left out of the URL. */
export const studioSearchDefaults = {
  view: 'preview',
  tab: 'overview',
  isNewProject: false,
} as const satisfies Partial<StudioSearch>
