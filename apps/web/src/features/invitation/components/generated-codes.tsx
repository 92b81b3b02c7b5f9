import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import type { GenerateCodesResponse } from '@kiln/contract/invitations'

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text)
    toast.success('Copied to the clipboard.')
  } catch {
    toast.error('Could not copy. Select the code and copy it by hand.')
  }
}

/** The plaintext codes, shown once right after generation. */
export function GeneratedCodes({ codes }: GenerateCodesResponse) {
  return (
    <section aria-label="Generated codes" className="space-y-3">
      <p className="text-sm font-medium">
        Copy these codes now: they are shown only once.
      </p>
      <ul className="space-y-2">
        {codes.map(({ id, code }) => (
          <li key={id} className="flex items-center gap-2">
            <code className="bg-muted flex-1 rounded px-2 py-1 font-mono text-sm break-all">
              {code}
            </code>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Copy ${code}`}
              onClick={() => void copy(code)}
            >
              Copy
            </Button>
          </li>
        ))}
      </ul>
      {codes.length > 1 && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => void copy(codes.map((c) => c.code).join('\n'))}
        >
          Copy all
        </Button>
      )}
    </section>
  )
}
