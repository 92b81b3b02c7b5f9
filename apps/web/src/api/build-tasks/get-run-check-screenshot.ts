import { apiClient } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import { queryOptions } from '@tanstack/react-query'

/** A JPEG's bytes as a data URL. */
function jpegDataUrl(bytes: Uint8Array) {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return `data:image/jpeg;base64,${btoa(binary)}`
}

/**
 * GET /build_task/{id}/run_check/screenshot: the JPEG the run check took of
 * the version's root route, as a data URL (an <img> could not send the
 * Bearer token; the image is small).
 */
export async function getRunCheckScreenshot(taskId: string): Promise<string> {
  const response = await apiClient.open(
    `/build_task/${encodeURIComponent(taskId)}/run_check/screenshot`
  )
  return jpegDataUrl(new Uint8Array(await response.arrayBuffer()))
}

export function runCheckScreenshotQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: queryKeys.buildTasks.runCheckScreenshot(taskId),
    queryFn: () => getRunCheckScreenshot(taskId),
    // A version's screenshot never changes.
    staleTime: Infinity,
    retry: false,
  })
}
