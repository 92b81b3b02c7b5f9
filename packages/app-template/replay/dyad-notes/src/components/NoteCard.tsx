import { motion } from "framer-motion";
import { Pin } from "lucide-react";
import { Link } from "react-router-dom";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { Note } from "@/store/notes";
import { excerpt, relativeTime } from "@/utils/format";

export const NoteCard = ({ note, index }: { note: Note; index: number }) => (
  <motion.div initial={{ opacity: 0, y: 12 }} animate={{ opacity: 1, y: 0 }} transition={{ delay: index * 0.05 }}>
    <Link to={`/notes/${note.id}`}>
      <Card className="transition-colors hover:border-primary">
        <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
          <CardTitle className="text-base">{note.title}</CardTitle>
          {note.pinned && (
            <Badge variant="secondary" className="gap-1">
              <Pin className="h-3 w-3" /> Pinned
            </Badge>
          )}
        </CardHeader>
        <CardContent>
          <p className="text-sm text-muted-foreground">{excerpt(note.body) || "Empty note"}</p>
          <p className="mt-2 text-xs text-muted-foreground">{relativeTime(note.updatedAt)}</p>
        </CardContent>
      </Card>
    </Link>
  </motion.div>
);
