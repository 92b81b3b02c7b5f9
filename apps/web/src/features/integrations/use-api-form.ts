import { isApiError } from '@/lib/api-error'
import {
  createApiBodySchema,
  type Api,
  type ApiAuthType,
} from '@kiln/contract/apis'
import { useState } from 'react'
import { useSaveApi } from './api/save-api'

export type ApiFormValues = {
  name: string
  baseUrl: string
  description: string
  authType: ApiAuthType
  headerName: string
  secret: string
  openapiSpec: string
}
type Field = keyof ApiFormValues

function toBody(values: ApiFormValues) {
  const optional = (value: string) => value.trim() || undefined
  return {
    name: values.name.trim(),
    baseUrl: values.baseUrl.trim(),
    description: values.description.trim(),
    authType: values.authType,
    headerName:
      values.authType === 'header' ? optional(values.headerName) : undefined,
    secret: values.authType === 'none' ? undefined : optional(values.secret),
    openapiSpec: optional(values.openapiSpec),
  }
}

const originOf = (url: string) =>
  URL.canParse(url.trim()) ? new URL(url.trim()).origin : ''

function validate(values: ApiFormValues, api: Api | undefined) {
  const errors: Partial<Record<Field, string>> = {}
  const parsed = createApiBodySchema.safeParse(toBody(values))
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as Field
    errors[field] ??= issue.message
  }
  if (values.authType === 'header' && !values.headerName.trim()) {
    errors.headerName = 'Header name is required.'
  }
  // A stored secret is only sent to the origin it was saved for.
  const moved =
    !!api?.hasSecret && originOf(values.baseUrl) !== originOf(api.baseUrl)
  const needsSecret = values.authType !== 'none' && (!api?.hasSecret || moved)
  if (needsSecret && !values.secret.trim()) {
    errors.secret = moved
      ? 'Enter the secret again: a stored secret is only sent to the address it was saved for.'
      : 'A secret is required for this authentication.'
  }
  return errors
}

/** The custom API panel's values, validation and save. */
export function useApiForm(api: Api | undefined, onSaved: () => void) {
  const [values, setValues] = useState<ApiFormValues>({
    name: api?.name ?? '',
    baseUrl: api?.baseUrl ?? '',
    description: api?.description ?? '',
    authType: api?.authType ?? 'none',
    headerName: api?.headerName ?? '',
    secret: '',
    openapiSpec: '',
  })
  const [showErrors, setShowErrors] = useState(false)
  const [submitError, setSubmitError] = useState<string | null>(null)
  const save = useSaveApi()
  const errors = showErrors ? validate(values, api) : {}

  function change(field: Field, value: string) {
    setValues((prev) => ({ ...prev, [field]: value }))
    setSubmitError(null)
  }

  /** A text field's value, message and change handler, for ServerField. */
  const field = (name: Exclude<Field, 'authType'>) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => change(name, value),
  })

  function submit() {
    setShowErrors(true)
    if (Object.keys(validate(values, api)).length > 0) return
    const input = api
      ? { id: api._id, body: toBody(values) }
      : { body: toBody(values) }
    save.mutate(input, {
      onSuccess: onSaved,
      onError: (error) =>
        setSubmitError(
          (isApiError(error) && error.userMessage) ||
            'Failed to save API. Please check input and try again.'
        ),
    })
  }

  return {
    values,
    errors,
    change,
    field,
    submit,
    submitError,
    isSubmitting: save.isPending,
  }
}
