import { create } from "zustand";
import { v4 as uuidv4 } from "uuid";

export type Note = { id: string; title: string; body: string; updatedAt: string; pinned: boolean };

type NotesState = {
  notes: Note[];
  addNote: (title: string) => Note;
  updateNote: (id: string, patch: Partial<Note>) => void;
};

export const useNotesStore = create<NotesState>((set) => ({
  notes: [
    { id: "welcome", title: "Welcome to Notely", body: "Capture ideas quickly. Pin the ones that matter and find them later.", updatedAt: "2024-05-01T10:00:00Z", pinned: true },
    { id: "groceries", title: "Groceries", body: "Oat milk, blueberries, sourdough, coffee beans", updatedAt: "2024-05-02T08:30:00Z", pinned: false },
  ],
  addNote: (title) => {
    const note = { id: uuidv4(), title, body: "", updatedAt: new Date().toISOString(), pinned: false };
    set((state) => ({ notes: [note, ...state.notes] }));
    return note;
  },
  updateNote: (id, patch) =>
    set((state) => ({
      notes: state.notes.map((n) => (n.id === id ? { ...n, ...patch, updatedAt: new Date().toISOString() } : n)),
    })),
}));
