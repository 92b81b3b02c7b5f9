import { useParams, useNavigate } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useNotesStore } from "@/store/notes";
import { showError, showSuccess } from "@/utils/toast";

const NoteEditor = () => {
  const { noteId } = useParams<{ noteId: string }>();
  const navigate = useNavigate();
  const note = useNotesStore((state) => state.notes.find((n) => n.id === noteId));
  const updateNote = useNotesStore((state) => state.updateNote);
  if (!note) {
    showError("That note does not exist");
    return <p className="text-muted-foreground">Note not found.</p>;
  }
  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold">{note.title}</h1>
      <Textarea
        aria-label="Note text"
        rows={10}
        defaultValue={note.body}
        onBlur={(e) => updateNote(note.id, { body: e.target.value })}
      />
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => updateNote(note.id, { pinned: !note.pinned })}>
          {note.pinned ? "Unpin" : "Pin note"}
        </Button>
        <Button onClick={() => { showSuccess("Saved"); navigate("/notes"); }}>Done</Button>
      </div>
    </div>
  );
};

export default NoteEditor;
