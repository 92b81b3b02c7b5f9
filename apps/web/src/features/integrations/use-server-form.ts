import { isApiError } from '@/lib/api-error'
import { MCP_MESSAGES, type McpServer } from '@kiln/contract/mcp-servers'
import { useState } from 'react'
import { useSaveMcpServer } from './api/save-mcp-server'
import { useConnectionTest } from './use-connection-test'
import {
  validateServerName,
  validateServerUrl,
  type ServerFormValues,
} from './validate-server'

type Field = keyof ServerFormValues

/** Form state, validation and the disabled rules of docs/product.md §5. */
export function useServerForm(
  servers: readonly McpServer[],
  server: McpServer | undefined,
  onSaved: () => void
) {
  const [values, setValues] = useState<ServerFormValues>({
    name: server?.name ?? '',
    description: server?.description ?? '',
    url: server?.url ?? '',
  })
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const [submitError, setSubmitError] = useState<string | null>(null)
  const connection = useConnectionTest(
    server?.connectionStatus ?? 'PENDING',
    server?.tools
  )
  const save = useSaveMcpServer()
  const isEdit = server !== undefined

  const nameError = touched.name
    ? validateServerName(values.name, servers, server?._id)
    : null
  const urlError = touched.url ? validateServerUrl(values.url) : null

  function change(field: Field, value: string) {
    setValues((prev) => ({ ...prev, [field]: value }))
    setTouched((prev) => ({ ...prev, [field]: true }))
    setSubmitError(null)
    if (field === 'url') connection.reset()
  }

  const canTest =
    !connection.isTesting &&
    values.url.trim() !== '' &&
    !urlError &&
    !save.isPending
  const canSubmit =
    !save.isPending &&
    !connection.isTesting &&
    !nameError &&
    !urlError &&
    !(
      !isEdit &&
      connection.status === 'FAILED' &&
      connection.tools.length === 0
    )

  function submit() {
    setTouched({ name: true, url: true, description: true })
    const invalid =
      validateServerName(values.name, servers, server?._id) ||
      validateServerUrl(values.url)
    if (invalid || !canSubmit) return
    setSubmitError(null)
    const body = {
      name: values.name.trim(),
      url: values.url.trim(),
      description: values.description.trim(),
      connectionStatus: connection.status,
    }
    save.mutate(
      { id: server?._id, body },
      {
        onSuccess: onSaved,
        onError: (error) =>
          setSubmitError(
            (isApiError(error) && error.userMessage) ||
              (isEdit ? MCP_MESSAGES.updateFailed : MCP_MESSAGES.createFailed)
          ),
      }
    )
  }

  return {
    values,
    nameError,
    urlError,
    change,
    connection,
    canTest,
    canSubmit,
    submit,
    submitError,
    isSubmitting: save.isPending,
    isEdit,
  }
}
