import { useModels } from '@/api/build-tasks/get-models'
import type { Model } from '@kiln/contract/build-tasks'
import { Link } from '@tanstack/react-router'
import { Cpu } from 'lucide-react'
import { useId } from 'react'

type ModelPickerProps = {
  value: string | undefined
  onChange: (modelId: string) => void
}

/** An option's text: a model the user's own key pays for, or why it cannot be chosen. */
export function modelOptionText(model: Model) {
  if (model.unavailable) return `${model.label} (${model.unavailable})`
  return model.ownKey ? `${model.label} (your key)` : model.label
}

/**
 * The models of GET /models; the server's default is preselected. Models
 * without a key are grouped apart, cannot be chosen, and a link says where
 * keys are added.
 */
export function ModelPicker({ value, onChange }: ModelPickerProps) {
  const { data, isPending, isError } = useModels()
  const id = useId()
  const selected = value ?? data?.defaultModelId ?? ''
  const usable = data?.models.filter((m) => !m.unavailable) ?? []
  const locked = data?.models.filter((m) => m.unavailable) ?? []
  const option = (model: Model) => (
    <option
      key={model.id}
      value={model.id}
      disabled={Boolean(model.unavailable)}
    >
      {modelOptionText(model)}
    </option>
  )
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <label htmlFor={id} className="text-muted-foreground">
        <Cpu className="size-4" aria-hidden />
        <span className="sr-only">Model</span>
      </label>
      <select
        id={id}
        value={selected}
        disabled={isPending || isError}
        onChange={(event) => onChange(event.target.value)}
        className="border-input bg-background focus-visible:ring-ring/50 h-8 max-w-48 rounded-md border px-2 text-sm outline-none focus-visible:ring-[3px]"
      >
        {isPending && <option value="">Loading models...</option>}
        {isError && <option value="">Models unavailable</option>}
        {usable.map(option)}
        {locked.length > 0 && (
          <optgroup label="Need a key (add one in Settings)">
            {locked.map(option)}
          </optgroup>
        )}
      </select>
      {locked.length > 0 && (
        <Link
          to="/settings"
          hash="provider-keys"
          className="text-muted-foreground hover:text-foreground text-xs underline underline-offset-2"
        >
          Add a model key in Settings
        </Link>
      )}
    </div>
  )
}
