import type { SharedVersion } from '@kiln/contract/share'

/** The version's live app, sandboxed on its preview origin like the studio. */
export function SharedPreview({ version }: { version: SharedVersion }) {
  if (!version.previewUrl) {
    return (
      <p className="text-muted-foreground p-6 text-sm">
        This version has no live preview.
      </p>
    )
  }
  return (
    <iframe
      title={`Preview of ${version.name}, version ${version.versionNumber}`}
      src={version.previewUrl}
      sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
      className="bg-background h-full w-full border-0"
    />
  )
}
