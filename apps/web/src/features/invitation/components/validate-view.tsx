import type { ValidateCodeResponse } from '@kiln/contract/invitations'
import { useValidateCode } from '../api/check-code'
import { CodeForm } from './code-form'
import { formatDate, grantLabel } from './grant-label'

const STATUS_TEXT: Record<ValidateCodeResponse['status'], string> = {
  valid: 'This code is valid.',
  unknown: 'This code does not exist.',
  expired: 'This code has expired.',
  revoked: 'This code was revoked.',
  used_up: 'This code has been used up.',
}

export function ValidateView() {
  const validate = useValidateCode()
  const result = validate.data
  return (
    <div className="space-y-4">
      <CodeForm
        submitLabel="Check code"
        isPending={validate.isPending}
        onSubmit={(code) => validate.mutate(code)}
      />
      {result && (
        <div role="status" className="space-y-1 text-sm">
          <p className="font-medium">{STATUS_TEXT[result.status]}</p>
          {result.grant && <p>Grant: {grantLabel(result.grant)}</p>}
          {result.usesLeft !== undefined && <p>Uses left: {result.usesLeft}</p>}
          {result.expiresAt !== undefined && (
            <p>Expires: {formatDate(result.expiresAt)}</p>
          )}
        </div>
      )}
    </div>
  )
}
