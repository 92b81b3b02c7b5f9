import {
  enumWithDefault,
  optionalFlag,
  optionalText,
  searchSchema,
  type SearchField,
  type SearchOutput,
} from '@/lib/search/search-fields'

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

const knownTab = enumWithDefault(STUDIO_TABS, 'overview')

/** The old tab name meta_info is the overview tab. */
const studioTab: SearchField<StudioTab> = (value) =>
  knownTab(value === 'meta_info' ? 'overview' : value)

const fields = {
  taskId: optionalText(),
  projectId: optionalText(),
  prompt: optionalText(),
  view: enumWithDefault(STUDIO_VIEWS, 'preview'),
  tab: studioTab,
  preselectedMcpIds: optionalText(),
  preselectedApiIds: optionalText(),
  /** True only for the string 'true' or the boolean true. */
  isNewProject: optionalFlag(),
}

/** Search params of /build-studio (docs/product.md §2). */
export const studioSearchSchema = searchSchema(fields)

export type StudioSearch = SearchOutput<typeof fields>

/** Defaults are left out of the URL. */
export const studioSearchDefaults = {
  view: 'preview',
  tab: 'overview',
  isNewProject: false,
} as const satisfies Partial<StudioSearch>
