import { Label } from '@/components/ui/label'
import type { Api, ApiAuthType } from '@kiln/contract/apis'
import type { useApiForm } from '../use-api-form'
import { ServerField } from './server-field'

type Form = ReturnType<typeof useApiForm>

const AUTH_LABELS: Record<ApiAuthType, string> = {
  none: 'None',
  header: 'API key header',
  bearer: 'Bearer token',
}

/** Authentication: none, a header with a secret, or a bearer token. */
export function ApiAuthFields({ form, api }: { form: Form; api?: Api }) {
  const { values } = form
  return (
    <>
      <div className="flex flex-col gap-2">
        <Label htmlFor="api-auth-type">Authentication</Label>
        <select
          id="api-auth-type"
          className="border-input h-9 rounded-md border bg-transparent px-3 text-sm"
          value={values.authType}
          onChange={(e) => form.change('authType', e.target.value)}
        >
          {Object.entries(AUTH_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {values.authType === 'header' && (
        <ServerField
          label="Header Name"
          {...form.field('headerName')}
          placeholder="X-API-Key"
        />
      )}
      {values.authType !== 'none' && (
        <ServerField
          label={values.authType === 'bearer' ? 'Bearer Token' : 'Header Value'}
          type="password"
          {...form.field('secret')}
          placeholder={
            api?.hasSecret ? 'Leave empty to keep the stored secret' : undefined
          }
        />
      )}
    </>
  )
}
