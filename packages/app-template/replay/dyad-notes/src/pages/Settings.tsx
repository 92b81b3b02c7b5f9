import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const syncUrl: string | undefined = import.meta.env.VITE_SUPABASE_URL;

export default function Settings() {
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>Settings</CardTitle>
        <CardDescription>Cloud sync</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">
          {syncUrl ? `Syncing with ${new URL(syncUrl).host}` : "Cloud sync is off: notes stay in this browser."}
        </p>
        <p className="mt-2 text-xs text-muted-foreground">Mode: {import.meta.env.MODE}</p>
      </CardContent>
    </Card>
  );
}
