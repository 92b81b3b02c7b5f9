import { useSetEntityRules } from '@/api/build-tasks/set-entity-rules'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import {
  ACCESS_ACTIONS,
  type AccessRule,
  type AccessRules,
  type StudioEntity,
} from '@kiln/contract/app-data'
import { useId, useState } from 'react'

const RULE_LABELS: Record<AccessRule, string> = {
  anyone: 'Anyone',
  'signed-in': 'Signed-in users',
  owner: 'Owner only',
}
const SOURCE_NOTES: Record<StudioEntity['rulesSource'], string> = {
  code: 'From the app code.',
  studio:
    'Set here; the app code’s rules apply again when a version changes them.',
  default: 'Defaults: the app code declares no rules.',
}

/** Who may list, read, create, update and delete one collection's records. */
export function AccessRulesForm({
  taskId,
  entity,
}: {
  taskId: string
  entity: StudioEntity
}) {
  const [draft, setDraft] = useState<AccessRules>(entity.rules)
  const save = useSetEntityRules(taskId)
  const id = useId()
  const changed = ACCESS_ACTIONS.some((a) => draft[a] !== entity.rules[a])
  const submit = (rules: AccessRules | null) =>
    save.mutate(
      { entity: entity.name, rules },
      {
        onSuccess: ({ entity: saved }) => {
          setDraft(saved.rules)
          toast.success(`Access rules of ${entity.name} saved`)
        },
        onError: (error) => toast.error(error.message),
      }
    )
  return (
    <form
      aria-label={`Access rules of ${entity.name}`}
      className="space-y-2 border-t px-3 py-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault()
        submit(draft)
      }}
    >
      <p className="font-medium">Access rules</p>
      {ACCESS_ACTIONS.map((action) => (
        <div key={action} className="flex items-center justify-between gap-2">
          <label htmlFor={`${id}-${action}`} className="capitalize">
            {action}
          </label>
          <select
            id={`${id}-${action}`}
            value={draft[action]}
            onChange={(event) =>
              setDraft({ ...draft, [action]: event.target.value as AccessRule })
            }
            className="border-input bg-background h-7 rounded-md border px-2 text-sm"
          >
            {Object.entries(RULE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <p className="text-muted-foreground text-xs">
        {SOURCE_NOTES[entity.rulesSource]}
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!changed || save.isPending}>
          Save rules
        </Button>
        {entity.rulesSource === 'studio' && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={save.isPending}
            onClick={() => submit(null)}
          >
            Use the app’s rules
          </Button>
        )}
      </div>
    </form>
  )
}
