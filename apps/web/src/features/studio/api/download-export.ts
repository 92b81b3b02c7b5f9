import { tokenStore } from '@/lib/api'
import { ApiError } from '@/lib/api-error'
import { safeJsonParse } from '@/lib/json'

/**
 * GET /build_task/{id}/export.zip with the Bearer token (a plain link could
 * not send it), saved through a temporary object URL.
 */
export async function downloadExport(taskId: string, fileName: string) {
  const token = tokenStore.getAccessToken()
  const response = await fetch(
    `/api/build_task/${encodeURIComponent(taskId)}/export.zip`,
    { headers: token ? { Authorization: `Bearer ${token}` } : {} }
  )
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      statusText: response.statusText,
      data: safeJsonParse(await response.text()),
      headers: response.headers,
    })
  }
  const url = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: fileName,
  })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
