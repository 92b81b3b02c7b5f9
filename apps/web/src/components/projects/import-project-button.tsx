import { Button } from '@/components/ui/button'
import { overlays } from '@/lib/overlay-registry'
import { useNavigate } from '@tanstack/react-router'
import { Upload } from 'lucide-react'
import type { ComponentProps } from 'react'
import { ImportProjectDialog } from './import-project-dialog'

/** "Import": opens the import dialog and, once the server took the project, its studio. */
export function ImportProjectButton({
  showLabel = true,
  ...props
}: Omit<ComponentProps<typeof Button>, 'onClick' | 'children'> & {
  showLabel?: boolean
}) {
  const navigate = useNavigate()
  async function open() {
    const task = await overlays.show(ImportProjectDialog, {})
    if (!task) return
    await navigate({
      to: '/build-studio',
      search: { taskId: task._id, projectId: task.projectId },
    })
  }
  return (
    <Button aria-label="Import" {...props} onClick={() => void open()}>
      <Upload />
      {showLabel && 'Import'}
    </Button>
  )
}
