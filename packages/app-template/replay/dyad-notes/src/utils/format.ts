import { formatDistanceToNow } from "date-fns";

export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "just now";
  return date > now ? "just now" : formatDistanceToNow(date, { addSuffix: true });
}

export const excerpt = (text: string, words = 12) =>
  text.split(/\s+/).slice(0, words).join(" ") + (text.split(/\s+/).length > words ? "…" : "");
