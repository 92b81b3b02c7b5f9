import { useAuthConfig } from '@/api/auth/get-auth-config'
import { Button } from '@/components/ui/button'
import { KeyRound } from 'lucide-react'
import { useStartOidc } from '../api/start-oidc'

/** Offered only when GET /auth/config says OIDC is enabled. */
export function OidcButton() {
  const { data: config } = useAuthConfig()
  const startOidc = useStartOidc()
  if (!config?.oidcEnabled) return null
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
        disabled={startOidc.isPending}
        onClick={() => startOidc.mutate()}
      >
        <KeyRound />
        Continue with {config.oidcName ?? 'single sign-on'}
      </Button>
    </>
  )
}
