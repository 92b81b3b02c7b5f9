import { useCallback, useState } from 'react'

type CallState<TResult> = {
  isPending: boolean
  error: unknown
  data: TResult | undefined
}

const idle = { isPending: false, error: null, data: undefined }

/**
 * One API call of a signed-out page with its pending, error and result,
 * like useMutation in the signed-in app: these pages do without TanStack
 * Query (lib/data-layer.ts), and a failure is the page's to show.
 */
export function useApiCall<TBody, TResult>(
  call: (body: TBody) => Promise<TResult>
) {
  const [state, setState] = useState<CallState<TResult>>(idle)
  const mutate = useCallback(
    async (body: TBody, onSuccess?: (result: TResult) => unknown) => {
      setState({ ...idle, isPending: true })
      let data: TResult
      try {
        data = await call(body)
      } catch (error) {
        setState({ ...idle, error })
        return
      }
      setState({ ...idle, data })
      await onSuccess?.(data)
    },
    [call]
  )
  return { ...state, mutate }
}
