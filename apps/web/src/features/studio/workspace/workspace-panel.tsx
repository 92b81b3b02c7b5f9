import type { BuildTask } from '@kiln/contract/build-tasks'
import type { ListHistoryResponse } from '@kiln/contract/projects'
import { lazy, Suspense } from 'react'
import type { StudioTab } from '../studio-search'
import { DataContentTab } from './tabs/data-content-tab'
import { DataSchemaTab } from './tabs/data-schema-tab'
import { IntegrationsTab } from './tabs/integrations-tab'
import { OverviewTab } from './tabs/overview-tab'
import { SettingsTab } from './tabs/settings-tab'
import { TaskSummaryTab } from './tabs/task-summary-tab'
import { panelId, tabId, WorkspaceTabs } from './workspace-tabs'

const CodeTab = lazy(() =>
  import('./tabs/code-tab').then((m) => ({ default: m.CodeTab }))
)

type WorkspacePanelProps = {
  task: BuildTask
  history: ListHistoryResponse | undefined
  tab: StudioTab
  onTabChange: (tab: StudioTab) => void
}

/** Everything about a version beside its preview, one tab at a time. */
export function WorkspacePanel({
  task,
  history,
  tab,
  onTabChange,
}: WorkspacePanelProps) {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <WorkspaceTabs tab={tab} onSelect={onTabChange} />
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-auto outline-none"
      >
        <Suspense
          fallback={
            <p role="status" className="text-muted-foreground p-4 text-sm">
              Loading...
            </p>
          }
        >
          {tab === 'overview' && <OverviewTab task={task} history={history} />}
          {tab === 'code' && <CodeTab task={task} />}
          {tab === 'data_schema' && <DataSchemaTab task={task} />}
          {tab === 'data_content' && <DataContentTab task={task} />}
          {tab === 'task_summary' && <TaskSummaryTab task={task} />}
          {tab === 'integrations' && <IntegrationsTab task={task} />}
          {tab === 'settings' && <SettingsTab task={task} />}
        </Suspense>
      </div>
    </div>
  )
}
