import { Button } from '@/components/ui/button'
import { getErrorMessage } from '@/lib/api-error'
import type { AuthConfig } from '@kiln/contract/auth'
import { KeyRound } from 'lucide-react'
import { startOidc } from '../api/start-oidc'
import { useApiCall } from '../use-api-call'
import { FormAlert } from './form-alert'

/**
 * Offered only when GET /auth/config says OIDC is enabled; a failed start is
 * shown under it.
 */
export function OidcButton({ config }: { config: AuthConfig }) {
  const start = useApiCall(startOidc)
  if (!config.oidcEnabled) return null
  return (
    <>
      <div className="text-muted-foreground my-4 flex items-center gap-3 text-xs">
        <span className="bg-border h-px flex-1" />
        or
        <span className="bg-border h-px flex-1" />
      </div>
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={start.isPending}
        onClick={() =>
          void start.mutate(undefined, ({ authorizationUrl }) =>
            window.location.assign(authorizationUrl)
          )
        }
      >
        <KeyRound />
        Continue with {config.oidcName ?? 'single sign-on'}
      </Button>
      {start.error ? (
        <div className="mt-3">
          <FormAlert message={getErrorMessage(start.error)} />
        </div>
      ) : null}
    </>
  )
}
