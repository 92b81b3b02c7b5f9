import { downloadFile } from '@/lib/download-file'

/** GET /build_task/{id}/export.zip, saved as `fileName`. */
export function downloadExport(taskId: string, fileName: string) {
  return downloadFile(
    `/build_task/${encodeURIComponent(taskId)}/export.zip`,
    fileName
  )
}
