import { useCreateBuildTask } from '@/api/build-tasks/create-build-task'
import { FlashBanner } from '@/components/flash-banner'
import { ModelPicker } from '@/components/model-picker'
import { ImportProjectButton } from '@/components/projects/import-project-button'
import { PromptBox } from '@/components/prompt-box'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import {
  IntegrationsPicker,
  type IntegrationSelection,
} from './components/integrations-picker'
import { PromptExamples } from './components/prompt-examples'

const nonEmpty = (ids: string[]) => (ids.length ? ids : undefined)

/** Where a new project starts: a prompt, a model and integrations. */
export function HomePage() {
  const navigate = useNavigate()
  const searchStr = useLocation({
    select: (l) => (l.pathname === '/home' ? l.searchStr : ''),
  })
  const [prompt, setPrompt] = useState('')
  const [model, setModel] = useState<string>()
  const [selection, setSelection] = useState<IntegrationSelection>({
    mcpIds: [],
    apiIds: [],
  })
  const create = useCreateBuildTask({
    onSuccess: (task) => {
      const mcp = selection.mcpIds.join(',') || undefined
      const apis = selection.apiIds.join(',') || undefined
      void navigate({
        to: '/build-studio',
        search: {
          taskId: task._id,
          projectId: task.projectId,
          preselectedMcpIds: mcp,
          preselectedApiIds: apis,
        },
      })
    },
  })

  // docs/product.md §2: opening /home for a new project clears the search, replacing history.
  useEffect(() => {
    if (searchStr) void navigate({ to: '/home', search: {}, replace: true })
  }, [searchStr, navigate])

  function submit() {
    create.mutate({
      prompt: prompt.trim(),
      model,
      preselectedMcpIds: nonEmpty(selection.mcpIds),
      preselectedApiIds: nonEmpty(selection.apiIds),
    })
  }

  return (
    <section className="mx-auto flex min-h-full w-full max-w-2xl flex-col justify-center gap-6 px-4 py-10">
      <FlashBanner />
      <div className="space-y-2 text-center">
        <h1 className="text-3xl font-semibold tracking-tight text-balance">
          What do you want to build?
        </h1>
        <p className="text-muted-foreground">
          Describe an app and Kiln plans, writes and hosts it for you.
        </p>
      </div>
      <PromptBox
        label="Describe your app"
        placeholder="Describe the app you want to build..."
        value={prompt}
        onChange={setPrompt}
        onSubmit={submit}
        isPending={create.isPending}
        toolbar={
          <>
            <ModelPicker value={model} onChange={setModel} />
            <IntegrationsPicker value={selection} onChange={setSelection} />
          </>
        }
      />
      <PromptExamples onPick={setPrompt} />
      <p className="text-muted-foreground flex items-center justify-center gap-2 text-sm">
        Already have an app from GitHub or another builder?
        <ImportProjectButton variant="outline" size="sm" />
      </p>
    </section>
  )
}
