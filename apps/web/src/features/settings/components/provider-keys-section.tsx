import { ConfirmDialog } from '@/components/confirm-dialog'
import { ListEmpty, ListError, ListLoading } from '@/components/list-states'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { getErrorMessage } from '@/lib/api-error'
import { overlays } from '@/lib/overlay-registry'
import { toast } from '@/lib/toast'
import {
  findOwnKeyProvider,
  OWN_KEY_PROVIDERS,
  providerKeyProblem,
  type ProviderKey,
} from '@kiln/contract/provider-keys'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import {
  providerKeysQueryOptions,
  useDeleteProviderKey,
  useSaveProviderKey,
} from '../api/provider-keys'
import { formatDateTime } from '../format-date'
import { SettingsSection } from './settings-section'

const labelOf = (provider: string) =>
  findOwnKeyProvider(provider)?.label ?? provider

/** The user's own model-provider keys: saved write-only, replaced or deleted. */
export function ProviderKeysSection({ userId }: { userId: string }) {
  const keys = useQuery(providerKeysQueryOptions(userId))
  const remove = useDeleteProviderKey(userId)
  const [provider, setProvider] = useState<string>(OWN_KEY_PROVIDERS[0].id)
  const keyInput = useRef<HTMLInputElement>(null)

  async function confirmDelete(key: ProviderKey) {
    const label = labelOf(key.provider)
    const confirmed = await overlays.show(ConfirmDialog, {
      title: `Delete your ${label} key?`,
      description: `Your builds with ${label} models then use this server's key and are charged in credits, or cannot run if the server has no ${label} key.`,
      confirmLabel: 'Delete key',
    })
    if (!confirmed) return
    remove.mutate(key.provider, {
      onSuccess: () => toast.success(`Your ${label} key was deleted.`),
    })
  }

  const saved = keys.data ?? []
  return (
    <SettingsSection
      id="provider-keys"
      title="Model provider keys"
      description="Use your own key with a model provider: your builds with its models use your key instead of this server's, and cost no Kiln credits. A saved key is never shown again."
    >
      {keys.isPending ? (
        <ListLoading>Loading your keys...</ListLoading>
      ) : keys.isError ? (
        <ListError onRetry={() => void keys.refetch()}>
          Your provider keys could not be loaded.
        </ListError>
      ) : saved.length === 0 ? (
        <ListEmpty>
          No keys saved. Your builds use this server's keys.
        </ListEmpty>
      ) : (
        <ul
          aria-label="Saved provider keys"
          className="divide-y rounded-md border"
        >
          {saved.map((key) => (
            <li
              key={key.provider}
              className="flex flex-wrap items-center justify-between gap-2 p-3"
            >
              <div className="min-w-0 space-y-0.5">
                <p className="text-sm font-medium">{key.label}</p>
                <p className="text-muted-foreground text-xs">
                  Key ending in {key.last4} · saved{' '}
                  {formatDateTime(key.savedAt)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Replace the ${key.label} key`}
                  onClick={() => {
                    setProvider(key.provider)
                    keyInput.current?.focus()
                  }}
                >
                  Replace
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Delete the ${key.label} key`}
                  disabled={
                    remove.isPending && remove.variables === key.provider
                  }
                  onClick={() => void confirmDelete(key)}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ProviderKeyForm
        userId={userId}
        provider={provider}
        onProviderChange={setProvider}
        replaces={saved.some((key) => key.provider === provider)}
        keyInput={keyInput}
      />
    </SettingsSection>
  )
}

function ProviderKeyForm({
  userId,
  provider,
  onProviderChange,
  replaces,
  keyInput,
}: {
  userId: string
  provider: string
  onProviderChange: (provider: string) => void
  replaces: boolean
  keyInput: React.RefObject<HTMLInputElement | null>
}) {
  const save = useSaveProviderKey(userId)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const apiKey = value.trim()
    const problem = providerKeyProblem(apiKey)
    if (problem) {
      setError(problem)
      return
    }
    setError(undefined)
    save.mutate(
      { provider, apiKey },
      {
        onSuccess: ({ providerKey }) => {
          setValue('')
          toast.success(
            `Your ${providerKey.label} key ending in ${providerKey.last4} was saved.`
          )
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      }
    )
  }

  return (
    <form onSubmit={submit} className="max-w-sm space-y-3" noValidate>
      <div className="space-y-1">
        <Label htmlFor="provider-key-provider">Provider</Label>
        <select
          id="provider-key-provider"
          value={provider}
          onChange={(event) => onProviderChange(event.target.value)}
          className="border-input bg-background focus-visible:ring-ring/50 h-9 w-full rounded-md border px-2 text-sm outline-none focus-visible:ring-[3px]"
        >
          {OWN_KEY_PROVIDERS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="provider-key-value">API key</Label>
        <Input
          id="provider-key-value"
          ref={keyInput}
          name="apiKey"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          type="password"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : replaces ? 'Replace key' : 'Save key'}
      </Button>
    </form>
  )
}
