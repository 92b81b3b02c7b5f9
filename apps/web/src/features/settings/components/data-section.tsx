import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { Download } from 'lucide-react'
import { useDownloadAccountExport } from '../api/account-data'
import { SettingsSection } from './settings-section'

/** A zip of everything the account owns. */
export function DataSection({ userId }: { userId: string }) {
  const download = useDownloadAccountExport(userId)
  return (
    <SettingsSection
      id="data"
      title="Your data"
      description="Download a zip of your profile, credit history, integrations (without secrets) and every project with its versions, chat and app data."
    >
      <Button
        variant="outline"
        disabled={download.isPending}
        onClick={() =>
          download.mutate(undefined, {
            onSuccess: () => toast.success('Your data was downloaded.'),
          })
        }
      >
        <Download />
        {download.isPending ? 'Preparing...' : 'Download my data'}
      </Button>
    </SettingsSection>
  )
}
