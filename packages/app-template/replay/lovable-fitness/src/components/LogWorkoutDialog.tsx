import { useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useToast } from "@/hooks/use-toast";

export function LogWorkoutDialog() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const { toast } = useToast();

  const save = () => {
    toast({ title: "Workout logged", description: `${name || "Workout"} was added to today.` });
    setOpen(false);
    setName("");
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="focus-ring">
          <Plus className="mr-2 h-4 w-4" /> Log workout
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Log a workout</DialogTitle>
          <DialogDescription>What did you do today?</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="workout-name">Workout name</Label>
          <Input id="workout-name" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <DialogFooter>
          <Button onClick={save}>Save workout</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
