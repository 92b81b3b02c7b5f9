import { useTheme } from '@/components/theme-provider'
import type { Theme } from '@/lib/theme'
import { cn } from '@/lib/utils'
import { Monitor, Moon, Sun } from 'lucide-react'
import { SettingsSection } from './settings-section'

const OPTIONS: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
]

/** Light, dark or the system's choice; kept in this browser. */
export function ThemeSection() {
  const { theme, setTheme } = useTheme()
  return (
    <SettingsSection
      id="theme"
      title="Theme"
      description="Saved in this browser."
    >
      <fieldset>
        <legend className="sr-only">Theme</legend>
        <div className="grid grid-cols-3 gap-2 sm:max-w-md">
          {OPTIONS.map(({ value, label, Icon }) => (
            <label
              key={value}
              className={cn(
                'has-[:focus-visible]:ring-ring/50 flex cursor-pointer flex-col items-center gap-1 rounded-md border p-3 text-sm has-[:focus-visible]:ring-[3px]',
                theme === value && 'border-primary bg-accent'
              )}
            >
              <input
                type="radio"
                name="theme"
                value={value}
                checked={theme === value}
                onChange={() => setTheme(value)}
                className="sr-only"
              />
              <Icon aria-hidden className="size-5" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  )
}
