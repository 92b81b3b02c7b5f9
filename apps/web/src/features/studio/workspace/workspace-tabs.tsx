import { cn } from '@/lib/utils'
import { useRef, type KeyboardEvent } from 'react'
import { STUDIO_TABS, type StudioTab } from '../studio-search'

export const TAB_LABELS: Record<StudioTab, string> = {
  overview: 'Overview',
  code: 'Code',
  data_schema: 'Data schema',
  data_content: 'Data',
  task_summary: 'Summary',
  integrations: 'Integrations',
  settings: 'Settings',
}

export const tabId = (tab: StudioTab) => `studio-tab-${tab}`
export const panelId = (tab: StudioTab) => `studio-panel-${tab}`

/** The workspace tab list (WAI-ARIA tabs: arrows, Home and End move). */
export function WorkspaceTabs({
  tab,
  onSelect,
}: {
  tab: StudioTab
  onSelect: (tab: StudioTab) => void
}) {
  const listRef = useRef<HTMLDivElement>(null)

  function onKeyDown(event: KeyboardEvent) {
    const index = STUDIO_TABS.indexOf(tab)
    const last = STUDIO_TABS.length - 1
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    const nextTab = next === undefined ? undefined : STUDIO_TABS[next]
    if (!nextTab) return
    event.preventDefault()
    onSelect(nextTab)
    listRef.current?.querySelector<HTMLElement>(`#${tabId(nextTab)}`)?.focus()
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label="Workspace"
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b px-2"
    >
      {STUDIO_TABS.map((key) => (
        <button
          key={key}
          id={tabId(key)}
          type="button"
          role="tab"
          aria-selected={tab === key}
          aria-controls={panelId(key)}
          tabIndex={tab === key ? 0 : -1}
          onClick={() => onSelect(key)}
          className={cn(
            'focus-visible:ring-ring/50 -mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm whitespace-nowrap outline-none focus-visible:ring-[3px]',
            tab === key
              ? 'border-primary text-foreground font-medium'
              : 'text-muted-foreground hover:text-foreground'
          )}
        >
          {TAB_LABELS[key]}
        </button>
      ))}
    </div>
  )
}
