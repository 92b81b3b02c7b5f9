import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { isApiError } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { API_KEY_MESSAGES, FIGMA_SERVICE } from '@kiln/contract/api-keys'
import { useState } from 'react'
import { useCreateApiKey } from '../api/create-api-key'

export const FIGMA_TOKEN_HELP_URL =
  'https://help.figma.com/hc/en-us/articles/8085703771159-Manage-personal-access-tokens'

const SAVED_TOAST = {
  valid: () => toast.success(API_KEY_MESSAGES.saved),
  invalid: () => toast.warning(API_KEY_MESSAGES.savedInvalid),
  unchecked: () => toast.warning(API_KEY_MESSAGES.savedUnvalidated),
}

function messageOf(error: unknown) {
  if (isApiError(error)) return error.userMessage ?? error.message
  return error instanceof Error ? error.message : 'Something went wrong'
}

/** Key Name, Description and the required Personal Access Token. */
export function FigmaKeyForm({ onCancel }: { onCancel: () => void }) {
  const [values, setValues] = useState({
    keyName: '',
    description: '',
    token: '',
  })
  const [error, setError] = useState<string | null>(null)
  const save = useCreateApiKey()
  const field = (name: keyof typeof values) => ({
    id: `figma-${name}`,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((prev) => ({ ...prev, [name]: event.target.value }))
      setError(null)
    },
  })

  function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!values.token.trim()) return
    save.mutate(
      {
        service: FIGMA_SERVICE,
        apiKey: values.token,
        keyName: values.keyName,
        description: values.description,
      },
      {
        onSuccess: (validation) => SAVED_TOAST[validation](),
        onError: (caught) => {
          toast.error(API_KEY_MESSAGES.saveFailed)
          setError(messageOf(caught))
        },
      }
    )
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <Label htmlFor="figma-keyName">Key Name (optional)</Label>
      <Input placeholder="My Figma key" {...field('keyName')} />
      <Label htmlFor="figma-description">Description (optional)</Label>
      <Input placeholder="What this key is for" {...field('description')} />
      <Label htmlFor="figma-token">Personal Access Token</Label>
      <Input type="password" autoComplete="off" required {...field('token')} />
      <a
        href={FIGMA_TOKEN_HELP_URL}
        target="_blank"
        rel="noreferrer"
        className="text-primary text-sm underline-offset-4 hover:underline"
      >
        How to create a Figma personal access token
      </a>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!values.token.trim() || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save API Key'}
        </Button>
      </div>
    </form>
  )
}
