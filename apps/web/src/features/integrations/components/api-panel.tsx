import { Button } from '@/components/ui/button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet'
import type { OverlayControlProps } from '@/lib/overlay-registry'
import type { Api } from '@kiln/contract/integrations'
import { readOpenapiOperations } from '../openapi-operations'
import { useApiForm } from '../use-api-form'
import { ApiAuthFields } from './api-auth-fields'
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
    <Sheet open={open} onOpenChange={(next) => !next && onDismiss()}>
      <SheetContent className="overflow-y-auto">
        <SheetHeader>
          <SheetTitle>{api ? 'Edit API' : 'Add API'}</SheetTitle>
          <SheetDescription>
            A REST API your builds can call, with its credentials kept on the
            server.
          </SheetDescription>
        </SheetHeader>
        <form
          id="api-form"
          className="flex flex-col gap-4 px-4"
          onSubmit={(event) => {
            event.preventDefault()
            form.submit()
          }}
        >
          <ServerField
            label="Name"
            value={values.name}
            error={errors.name}
            onChange={(v) => form.change('name', v)}
          />
          <ServerField
            label="Base URL"
            value={values.baseUrl}
            error={errors.baseUrl}
            placeholder="https://api.example.com"
            onChange={(v) => form.change('baseUrl', v)}
          />
          <ServerField
            label="Description"
            isMultiline
            value={values.description}
            error={errors.description}
            onChange={(v) => form.change('description', v)}
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
          {form.submitError && (
            <p role="alert" className="text-destructive text-sm">
              {form.submitError}
            </p>
          )}
        </form>
        <SheetFooter>
          <Button type="button" variant="outline" onClick={() => onDismiss()}>
            Close
          </Button>
          <Button type="submit" form="api-form" disabled={form.isSubmitting}>
            {api ? 'Save Changes' : 'Create API'}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  )
}
