/** A one-line message in the middle of the studio (loading, nothing open). */
export function StudioNote({
  role,
  children,
}: {
  role?: 'status' | 'alert'
  children: React.ReactNode
}) {
  return (
    <div className="flex h-full items-center justify-center p-6">
      <p role={role} className="text-muted-foreground text-center text-sm">
        {children}
      </p>
    </div>
  )
}
