import { Button } from '@/components/ui/button'
import { clearFlashMessage, peekFlashMessage } from '@/lib/flash-message'
import { XIcon } from 'lucide-react'
import { useEffect, useState } from 'react'

/** Shows the message a redirect stored for this page, until dismissed. */
export function FlashBanner() {
  const [message, setMessage] = useState(() => peekFlashMessage())
  useEffect(() => clearFlashMessage(), [])
  if (!message) return null
  return (
    <div
      role="alert"
      className="border-destructive/40 bg-destructive/10 flex items-start gap-3 rounded-md border px-4 py-3 text-sm"
    >
      <p className="flex-1">{message}</p>
      <Button
        variant="ghost"
        size="icon"
        className="size-6"
        aria-label="Dismiss message"
        onClick={() => setMessage(null)}
      >
        <XIcon />
      </Button>
    </div>
  )
}
