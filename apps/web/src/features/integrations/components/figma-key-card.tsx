import { FIGMA_SERVICE } from '@kiln/contract/api-keys'
import { Figma } from 'lucide-react'
import { useApiKeys } from '../api/get-api-keys'
import { FigmaKeyDetails } from './figma-key-details'
import { FigmaKeyForm } from './figma-key-form'

/** The design-tool card: the stored key, or a form to add one. */
export function FigmaKeyCard({ onCancel }: { onCancel: () => void }) {
  const keys = useApiKeys()
  const figmaKey = keys.data?.find((key) => key.service === FIGMA_SERVICE)
  return (
    <section
      aria-label="Figma"
      className="flex flex-col gap-4 rounded-lg border p-4"
    >
      <div className="flex items-center gap-3">
        <Figma className="bg-muted size-9 rounded-md p-2" aria-hidden />
        <div>
          <h3 className="font-semibold">Figma</h3>
          <p className="text-muted-foreground text-sm">
            Let builds read your Figma designs.
          </p>
        </div>
      </div>
      {keys.isPending ? (
        <p className="text-muted-foreground text-sm">Loading...</p>
      ) : keys.isError ? (
        <p role="alert" className="text-destructive text-sm">
          Failed to load your keys.
        </p>
      ) : figmaKey ? (
        <FigmaKeyDetails apiKey={figmaKey} />
      ) : (
        <FigmaKeyForm onCancel={onCancel} />
      )}
    </section>
  )
}
