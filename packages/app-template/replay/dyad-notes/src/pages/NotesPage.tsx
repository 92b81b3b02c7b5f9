import { useState } from "react";
import { AnimatePresence } from "framer-motion";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NoteCard } from "@/components/NoteCard";
import { useNotesStore } from "@/store/notes";
import { showSuccess } from "@/utils/toast";

const NotesPage = () => {
  const notes = useNotesStore((state) => state.notes);
  const addNote = useNotesStore((state) => state.addNote);
  const [title, setTitle] = useState("");
  const add = () => {
    if (!title.trim()) return;
    addNote(title.trim());
    setTitle("");
    showSuccess("Note created");
  };
  const sorted = [...notes].sort((a, b) => Number(b.pinned) - Number(a.pinned));
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">My notes</h1>
      <div className="flex gap-2">
        <Input placeholder="New note title" value={title} onChange={(e) => setTitle(e.target.value)} onKeyDown={(e) => e.key === "Enter" && add()} />
        <Button onClick={add}>
          <Plus className="mr-1 h-4 w-4" /> Add note
        </Button>
      </div>
      <div className="grid gap-3">
        <AnimatePresence>
          {sorted.map((note, i) => (
            <NoteCard key={note.id} note={note} index={i} />
          ))}
        </AnimatePresence>
      </div>
    </div>
  );
};

export default NotesPage;
