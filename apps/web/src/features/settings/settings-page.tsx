import { useProfile } from '@/api/users/get-profile'
import { session } from '@/lib/session'
import type { ReactNode } from 'react'
import { CreditsSection } from './components/credits-section'
import { DataSection } from './components/data-section'
import { DeleteAccountSection } from './components/delete-account-section'
import { PasswordSection } from './components/password-section'
import { ProfileSection } from './components/profile-section'
import { ProviderKeysSection } from './components/provider-keys-section'
import { SessionsSection } from './components/sessions-section'
import { ThemeSection } from './components/theme-section'

type SectionProps = { userId: string; email: string }

/** The page's sections in order, each with its anchor and its menu label. */
const SECTIONS: {
  id: string
  label: string
  render: (props: SectionProps) => ReactNode
}[] = [
  { id: 'profile', label: 'Profile', render: (p) => <ProfileSection {...p} /> },
  { id: 'password', label: 'Password', render: () => <PasswordSection /> },
  { id: 'sessions', label: 'Sessions', render: () => <SessionsSection /> },
  {
    id: 'provider-keys',
    label: 'Provider keys',
    render: (p) => <ProviderKeysSection {...p} />,
  },
  { id: 'theme', label: 'Theme', render: () => <ThemeSection /> },
  { id: 'credits', label: 'Credits', render: (p) => <CreditsSection {...p} /> },
  { id: 'data', label: 'Your data', render: (p) => <DataSection {...p} /> },
  {
    id: 'delete-account',
    label: 'Delete account',
    render: (p) => <DeleteAccountSection {...p} />,
  },
]

/** /settings: the signed-in user's account. */
export function SettingsPage() {
  const user = session.getUser()
  const profile = useProfile()
  const props: SectionProps = {
    userId: user?.userId ?? '',
    email: profile.data?.email ?? user?.email ?? '',
  }
  return (
    <div className="mx-auto w-full max-w-5xl p-4 sm:p-8">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight">Settings</h1>
      <div className="lg:grid lg:grid-cols-[11rem_1fr] lg:gap-8">
        <nav aria-label="Settings sections" className="mb-6 lg:mb-0">
          <ul className="flex gap-1 overflow-x-auto pb-1 lg:sticky lg:top-8 lg:flex-col lg:overflow-visible">
            {SECTIONS.map((section) => (
              <li key={section.id} className="shrink-0">
                <a
                  href={`#${section.id}`}
                  className="text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-ring/50 block rounded-md px-3 py-1.5 text-sm outline-none focus-visible:ring-[3px]"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-6">
          {SECTIONS.map((section) => (
            <div key={section.id}>{section.render(props)}</div>
          ))}
        </div>
      </div>
    </div>
  )
}
