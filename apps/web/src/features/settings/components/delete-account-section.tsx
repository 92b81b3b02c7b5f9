import { Button } from '@/components/ui/button'
import { overlays } from '@/lib/overlay-registry'
import { toast } from '@/lib/toast'
import { useEndLocalSession } from '../use-end-local-session'
import { DeleteAccountDialog } from './delete-account-dialog'
import { SettingsSection } from './settings-section'

/** Deletes the account and all it owns, after the e-mail is typed again. */
export function DeleteAccountSection({
  userId,
  email,
}: {
  userId: string
  email: string
}) {
  const endLocal = useEndLocalSession()
  async function start() {
    const deleted = await overlays.show(DeleteAccountDialog, { userId, email })
    if (!deleted) return
    toast.success('Your account was deleted.')
    await endLocal()
  }
  return (
    <SettingsSection
      id="delete-account"
      title="Delete account"
      tone="danger"
      description="Deletes your account and everything in it: projects, versions, app data and uploaded files, integrations and keys. This cannot be undone."
    >
      <Button variant="destructive" onClick={() => void start()}>
        Delete account...
      </Button>
    </SettingsSection>
  )
}
