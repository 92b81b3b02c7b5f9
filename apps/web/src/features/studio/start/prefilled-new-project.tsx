import { useCreateBuildTask } from '@/api/build-tasks/create-build-task'
import { ModelPicker } from '@/components/model-picker'
import { PromptBox } from '@/components/prompt-box'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'

const route = getRouteApi('/_app/build-studio')

/**
 * An auto-fill prefill with no project open: the prompt is kept, ready to
 * start a new project with (edited first if the user likes).
 */
export function PrefilledNewProject({ prompt }: { prompt: string }) {
  const navigate = route.useNavigate()
  const [draft, setDraft] = useState(prompt)
  const [model, setModel] = useState<string>()
  const create = useCreateBuildTask({
    onSuccess: (task) =>
      navigate({
        search: { taskId: task._id, projectId: task.projectId },
        hash: '',
      }),
  })
  return (
    <section className="mx-auto flex min-h-full w-full max-w-2xl flex-col justify-center gap-4 px-4 py-10">
      <div className="space-y-1 text-center">
        <h1 className="text-xl font-semibold">Start a new project</h1>
        <p className="text-muted-foreground text-sm">
          No project is open, so this prompt starts a new one. Change it if you
          like, then send it.
        </p>
      </div>
      <PromptBox
        label="Describe your app"
        value={draft}
        onChange={setDraft}
        onSubmit={() => create.mutate({ prompt: draft.trim(), model })}
        isPending={create.isPending}
        toolbar={<ModelPicker value={model} onChange={setModel} />}
      />
    </section>
  )
}
