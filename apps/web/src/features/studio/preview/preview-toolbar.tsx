import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import {
  ExternalLink,
  Maximize2,
  Minimize2,
  Monitor,
  MousePointerClick,
  RotateCw,
  Smartphone,
  Tablet,
} from 'lucide-react'
import { useStudioCan } from '../studio-role'

export const DEVICES = {
  desktop: { label: 'Desktop', width: null, icon: Monitor },
  tablet: { label: 'Tablet', width: 768, icon: Tablet },
  phone: { label: 'Phone', width: 375, icon: Smartphone },
} as const
export type Device = keyof typeof DEVICES

type PreviewToolbarProps = {
  device: Device
  onDeviceChange: (device: Device) => void
  previewUrl: string | null
  onReload: () => void
  isFullscreen: boolean
  onToggleFullscreen: () => void
  /** Visual edits: clicks in the preview select an element to edit. */
  isSelecting: boolean
  onToggleSelect: () => void
}

export function PreviewToolbar(props: PreviewToolbarProps) {
  const { device, previewUrl, isFullscreen } = props
  const canEdit = useStudioCan('edit')
  const FullscreenIcon = isFullscreen ? Minimize2 : Maximize2
  return (
    <div className="flex items-center gap-1 border-b px-2 py-1.5">
      <div role="group" aria-label="Preview width" className="flex gap-0.5">
        {(Object.keys(DEVICES) as Device[]).map((key) => {
          const { label, icon: Icon } = DEVICES[key]
          return (
            <Button
              key={key}
              variant="ghost"
              size="icon"
              className={cn('size-8', device === key && 'bg-accent')}
              aria-label={label}
              aria-pressed={device === key}
              title={label}
              onClick={() => props.onDeviceChange(key)}
            >
              <Icon />
            </Button>
          )
        })}
      </div>
      <span className="text-muted-foreground mx-2 hidden min-w-0 flex-1 truncate text-xs sm:block">
        {previewUrl}
      </span>
      <div className="ml-auto flex gap-0.5">
        {canEdit && (
          <Button
            variant="ghost"
            size="sm"
            className={cn('h-8', props.isSelecting && 'bg-accent')}
            aria-pressed={props.isSelecting}
            title="Select an element to edit its text, style or image"
            disabled={!previewUrl}
            onClick={props.onToggleSelect}
          >
            <MousePointerClick />
            Select
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Reload preview"
          title="Reload preview"
          disabled={!previewUrl}
          onClick={props.onReload}
        >
          <RotateCw />
        </Button>
        <Button
          asChild={Boolean(previewUrl)}
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={!previewUrl}
        >
          {previewUrl ? (
            <a
              href={previewUrl}
              target="_blank"
              rel="noreferrer"
              aria-label="Open preview in a new tab"
              title="Open preview in a new tab"
            >
              <ExternalLink />
            </a>
          ) : (
            <ExternalLink aria-label="Open preview in a new tab" />
          )}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={isFullscreen ? 'Exit fullscreen' : 'Fullscreen'}
          aria-pressed={isFullscreen}
          title={isFullscreen ? 'Exit fullscreen' : 'Fullscreen'}
          onClick={props.onToggleFullscreen}
        >
          <FullscreenIcon />
        </Button>
      </div>
    </div>
  )
}
