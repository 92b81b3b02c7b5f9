import type { OverlayControlProps } from '@/lib/overlay-registry'
import type { Api } from '@kiln/contract/apis'
import { readOpenapiOperations } from '../openapi-operations'
import { useApiForm } from '../use-api-form'
import { ApiAuthFields } from './api-auth-fields'
import { IntegrationPanel } from './integration-panel'
import { OperationList } from './operation-list'
import { ServerField } from './server-field'

/** Add/Edit a custom API: base URL, auth and an optional OpenAPI document. */
export function ApiPanel({
  open,
  onDismiss,
  api,
}: OverlayControlProps<void> & { api?: Api }) {
  const form = useApiForm(api, () => onDismiss())
  const { values, errors } = form
  const spec = values.openapiSpec.trim()
  const parsed = spec ? readOpenapiOperations(spec) : null
  const operations =
    parsed && 'operations' in parsed
      ? parsed.operations
      : spec
        ? null
        : (api?.openapiOperations ?? null)
  return (
    <IntegrationPanel
      open={open}
      onClose={() => onDismiss()}
      title={api ? 'Edit API' : 'Add API'}
      description="A REST API your builds can call, with its credentials kept on the server."
      formId="api-form"
      onSubmit={form.submit}
      submitError={form.submitError}
      submitLabel={api ? 'Save Changes' : 'Create API'}
      canSubmit={!form.isSubmitting}
    >
      <ServerField label="Name" {...form.field('name')} />
      <ServerField
        label="Base URL"
        {...form.field('baseUrl')}
        placeholder="https://api.example.com"
      />
      <ServerField
        label="Description"
        isMultiline
        {...form.field('description')}
      />
      <ApiAuthFields form={form} api={api} />
      <ServerField
        label="OpenAPI Document (JSON, optional)"
        isMultiline
        value={values.openapiSpec}
        error={
          errors.openapiSpec ??
          (parsed && 'error' in parsed ? parsed.error : null)
        }
        placeholder={
          api?.openapiOperations
            ? 'Leave empty to keep the current document'
            : '{"openapi": "3.0.0", "paths": {}}'
        }
        onChange={(v) => form.change('openapiSpec', v)}
      />
      {operations && <OperationList operations={operations} />}
    </IntegrationPanel>
  )
}
